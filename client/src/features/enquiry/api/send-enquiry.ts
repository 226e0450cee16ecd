import { useMutation } from '@apollo/client/react';
import { contactCatalogue } from '@/content/contact.ts';
import { SendEnquiryDocument, type EnquiryInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';

/** The enquiry flow's toasts close after 2000 ms (SPEC.md §8). */
const SHORT = { short: true };

/** Sends an enquiry (SPEC.md §4) and thanks the visitor, or shows why it was not sent. */
export function useSendEnquiry() {
  const [send] = useMutation(SendEnquiryDocument);
  const { contactContent } = useText(contactCatalogue);
  return async (input: EnquiryInput) => {
    await reportingFailure(() => send({ variables: { input } }), SHORT);
    toastSuccess(contactContent.toasts.sent, SHORT);
  };
}
