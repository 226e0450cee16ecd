import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { LoginDocument, type LoginInput, type LoginMutation } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import type { Notice, SignedIn } from '@/lib/form-post.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { setUserLog } from '@/lib/session.ts';
import { showNotice } from '@/lib/toast.ts';

/**
 * What a sign-in keeps and says, in the app and on a page served for the sign-in form
 * (app/form-actions.ts) alike: the login record, the welcome by name, and the gateway's
 * notice of many failed attempts since the last sign-in, if any.
 */
export function signInOutcome(
  login: Pick<LoginMutation['login'], 'customer' | 'securityNotice'>,
  text: { welcome: (name: string) => string },
): { signedIn: SignedIn; notices: Notice[] } {
  const { customer, securityNotice } = login;
  return {
    signedIn: { c_id: customer.id, name: customer.name },
    notices: [
      { kind: 'success', message: text.welcome(customer.name) },
      ...(securityNotice ? [{ kind: 'warning' as const, message: securityNotice }] : []),
    ],
  };
}

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
    if (!data?.login.customer) throw new Error('The sign-in answer named no customer.');
    const { signedIn, notices } = signInOutcome(data.login, signInText);
    setUserLog(signedIn);
    for (const notice of notices) showNotice(notice);
  };
}
