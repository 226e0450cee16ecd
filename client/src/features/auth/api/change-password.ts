import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { ChangePasswordDocument, type ChangePasswordInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';

/** Changes the password (SPEC.md §4); the gateway ends the account's other sessions. */
export function useChangePassword() {
  const [changePassword] = useMutation(ChangePasswordDocument);
  const { passwordText } = useText(authCatalogue);
  return async (input: ChangePasswordInput) => {
    await reportingFailure(() => changePassword({ variables: { input } }));
    toastSuccess(passwordText.changed);
  };
}
