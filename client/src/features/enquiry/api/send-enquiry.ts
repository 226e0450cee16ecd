import { useMutation } from '@apollo/client/react';
import { contactCatalogue } from '@/content/contact.ts';
import { SendEnquiryDocument, type EnquiryInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { Notice } from '@/lib/form-post.ts';
import { showNotice } from '@/lib/toast.ts';

/** The enquiry flow's toasts close after 2000 ms (SPEC.md §8). */
const SHORT = { short: true };

/**
 * What an enquiry's sender is told, in the app and on a served page (app/form-actions.ts):
 * thanks once it is sent, and the terms box's warning when it was left unticked.
 */
export const enquiryNotices = (text: { sent: string; acceptTerms: string }) =>
  ({
    sent: { kind: 'success', message: text.sent, ...SHORT },
    acceptTerms: { kind: 'warning', message: text.acceptTerms, ...SHORT },
  }) satisfies Record<string, Notice>;

/** Sends an enquiry (SPEC.md §4) and thanks the visitor, or shows why it was not sent. */
export function useSendEnquiry() {
  const [send] = useMutation(SendEnquiryDocument);
  const { contactContent } = useText(contactCatalogue);
  return async (input: EnquiryInput) => {
    await reportingFailure(() => send({ variables: { input } }), SHORT);
    showNotice(enquiryNotices(contactContent.toasts).sent);
  };
}
