import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { LoginDocument, type LoginInput } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { setUserLog } from '@/lib/session.ts';
import { toastSuccess, toastWarning } from '@/lib/toast.ts';

/**
 * Signs in (SPEC.md §4): the gateway sets the session cookie; the login record is stored
 * for the navbar and the route guard, and the student is welcomed by name. When the
 * account saw many failed sign-in attempts since the last sign-in, the gateway's notice
 * follows as a warning.
 */
export function useLogin() {
  const [login] = useMutation(LoginDocument);
  const { signInText } = useText(authCatalogue);
  return async (input: LoginInput) => {
    const { data } = await reportingFailure(() => login({ variables: { input } }));
    const customer = data?.login.customer;
    if (!customer) throw new Error('The sign-in answer named no customer.');
    setUserLog({ c_id: customer.id, name: customer.name });
    toastSuccess(signInText.welcome(customer.name));
    const notice = data.login.securityNotice;
    if (notice) toastWarning(notice);
  };
}
