import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { RegisterDocument, type RegisterInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';

/** Creates an account (SPEC.md §4) and says so. */
export function useRegister() {
  const [register] = useMutation(RegisterDocument);
  const { signUpText } = useText(authCatalogue);
  return async (input: RegisterInput) => {
    await reportingFailure(() => register({ variables: { input } }));
    toastSuccess(signUpText.created);
  };
}
