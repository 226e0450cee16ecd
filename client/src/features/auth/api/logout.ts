import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { authCatalogue } from '@/content/auth.ts';
import { LogoutDocument, LogoutEverywhereDocument } from '@/gql/graphql.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { unlocalizedPath } from '@/lib/i18n/language.ts';
import { clearUserLog, getUserLog, takeReturnPath } from '@/lib/session.ts';
import { toastSuccess } from '@/lib/toast.ts';

/** SPEC.md §4: the redirect to sign in waits this long after signing out. */
const SIGN_OUT_REDIRECT_MS = 1000;

/**
 * Signs out: ends the gateway session, or with `everywhere` every session of the account
 * on every device (a failure there changes nothing for the user here), forgets the login
 * record and every cached answer, says so, and after a second goes to the sign-in page.
 */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { accountMenuText } = useText(authCatalogue);
  return useCallback(
    async ({ everywhere = false } = {}) => {
      try {
        await client.mutate({
          mutation: everywhere ? LogoutEverywhereDocument : LogoutDocument,
          // A session that has already ended needs no sign-in to be left.
          context: { whenSignedOut: 'visitor' },
        });
      } catch {
        // The cookie may already be gone; signing out locally is what matters.
      }
      clearUserLog();
      await client.clearStore();
      // A protected page left behind (it has just sent the user to sign in, remembering
      // itself) is not where the next sign-in should land.
      takeReturnPath();
      toastSuccess(accountMenuText.signedOut);
      window.setTimeout(() => {
        // Signed in again meanwhile: the user has moved on, and this move would take them
        // back to the sign-in page.
        if (getUserLog()) return;
        takeReturnPath();
        // A signed-in page already sent the user there; do not stack a second entry. (The
        // router's paths carry no language: a Hindi page's address loses its /hi first.)
        const onSignIn = unlocalizedPath(window.location.pathname) === paths.signIn;
        void navigate(paths.signIn, { replace: onSignIn });
      }, SIGN_OUT_REDIRECT_MS);
    },
    [client, navigate, accountMenuText],
  );
}
