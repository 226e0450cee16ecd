import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { RegisterDocument, type RegisterInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { Notice } from '@/lib/form-post.ts';
import { showNotice } from '@/lib/toast.ts';

/** What a new account is told, in the app and on a served page (app/form-actions.ts). */
export const registeredNotice = (text: { created: string }): Notice => ({
  kind: 'success',
  message: text.created,
});

/** Creates an account (SPEC.md §4) and says so. */
export function useRegister() {
  const [register] = useMutation(RegisterDocument);
  const { signUpText } = useText(authCatalogue);
  return async (input: RegisterInput) => {
    await reportingFailure(() => register({ variables: { input } }));
    showNotice(registeredNotice(signUpText));
  };
}
