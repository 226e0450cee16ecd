import { useMutation } from '@apollo/client/react';
import { signUpText } from '@/content/auth.ts';
import { RegisterDocument, type RegisterInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { toastSuccess } from '@/lib/toast.ts';

/** Creates an account (SPEC.md §4) and says so. */
export function useRegister() {
  const [register] = useMutation(RegisterDocument);
  return async (input: RegisterInput) => {
    await reportingFailure(() => register({ variables: { input } }));
    toastSuccess(signUpText.created);
  };
}
