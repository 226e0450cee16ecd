import { useMutation } from '@apollo/client/react';
import { authCatalogue } from '@/content/auth.ts';
import { recoveryCatalogue } from '@/content/recovery.ts';
import {
  RequestPasswordResetDocument,
  RequestSignInCodeDocument,
  ResetPasswordDocument,
  SignInWithCodeDocument,
} from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';
import type { Notice } from '@/lib/form-post.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { setUserLog } from '@/lib/session.ts';
import { showNotice } from '@/lib/toast.ts';
import { signInOutcome } from './login.ts';

/**
 * What each step of getting back in says, in the app and on a page served for its form
 * (app/form-actions.ts) alike. The answers to asking are the same whether or not the address
 * has an account: the gateway does not say, and neither does the page.
 */
export const recoveryNotices = {
  linkSent: (text: { sent: string }): Notice => ({ kind: 'info', message: text.sent }),
  codeSent: (text: { sent: string }): Notice => ({ kind: 'info', message: text.sent }),
  passwordChanged: (text: { changed: string }): Notice => ({
    kind: 'success',
    message: text.changed,
  }),
};

/** Asks for a reset link for `email` and says one is on its way if it has an account. */
export function useRequestPasswordReset() {
  const [request] = useMutation(RequestPasswordResetDocument);
  const { forgotPasswordText } = useText(recoveryCatalogue);
  return async (email: string) => {
    await reportingFailure(() => request({ variables: { email } }));
    showNotice(recoveryNotices.linkSent(forgotPasswordText));
  };
}

/** Sets a new password with a reset link's token, and says so. */
export function useResetPassword() {
  const [reset] = useMutation(ResetPasswordDocument);
  const { resetPasswordText } = useText(recoveryCatalogue);
  return async (token: string, newPassword: string) => {
    await reportingFailure(() => reset({ variables: { token, newPassword } }));
    showNotice(recoveryNotices.passwordChanged(resetPasswordText));
  };
}

/** Asks for a sign-in code for `email`. */
export function useRequestSignInCode() {
  const [request] = useMutation(RequestSignInCodeDocument);
  const { codeSignInText } = useText(recoveryCatalogue);
  return async (email: string) => {
    await reportingFailure(() => request({ variables: { email } }));
    showNotice(recoveryNotices.codeSent(codeSignInText));
  };
}

/** Signs in with an e-mailed code: kept and welcomed exactly as a password sign-in is. */
export function useSignInWithCode() {
  const [signIn] = useMutation(SignInWithCodeDocument);
  const { signInText } = useText(authCatalogue);
  return async (email: string, code: string) => {
    const { data } = await reportingFailure(() => signIn({ variables: { email, code } }));
    if (!data?.signInWithCode.customer) throw new Error('The sign-in answer named no customer.');
    const { signedIn, notices } = signInOutcome(data.signInWithCode, signInText);
    setUserLog(signedIn);
    for (const notice of notices) showNotice(notice);
  };
}
