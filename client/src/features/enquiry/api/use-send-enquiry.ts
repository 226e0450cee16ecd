import { useMutation } from '@apollo/client/react';
import { contactContent } from '@/content/contact.ts';
import { SendEnquiryDocument, type EnquiryInput } from '@/gql/graphql.ts';
import { errorMessageOf, fieldErrorsOf } from '@/lib/apollo.ts';
import { SOMETHING_WENT_WRONG, toastError, toastSuccess } from '@/lib/toast.ts';

export type SendOutcome = { sent: true } | { sent: false; fields: Record<string, string> };

/**
 * Sends an enquiry through the gateway and shows the outcome as a short toast (2000 ms,
 * SPEC.md §8): the thanks on success, the server's message otherwise. The per-field
 * messages of a BAD_USER_INPUT answer come back for the form to show under its fields.
 */
export function useSendEnquiry() {
  const [mutate, { loading }] = useMutation(SendEnquiryDocument);

  async function send(values: EnquiryInput): Promise<SendOutcome> {
    try {
      const { data } = await mutate({ variables: { input: values } });
      if (data?.enquiry.ok) {
        toastSuccess(contactContent.toasts.sent, { short: true });
        return { sent: true };
      }
      toastError(data?.enquiry.message || SOMETHING_WENT_WRONG, { short: true });
      return { sent: false, fields: {} };
    } catch (error) {
      toastError(errorMessageOf(error), { short: true });
      return { sent: false, fields: fieldErrorsOf(error) };
    }
  }

  return { send, sending: loading };
}
