import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, SIGN_IN_FIRST_NOTICE } from '@/config/paths.ts';
import { authCatalogue } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { unlocalizedPath } from '@/lib/i18n/language.ts';
import { isSitePath, rememberReturnPath } from '@/lib/session.ts';
import { toastWarning } from '@/lib/toast.ts';

/**
 * The sign-in page opened by a link that asks for an account first (config/paths.ts's
 * signInFirstPath: Purchase Now pressed before the app started): remembers where to return
 * (a path on this site only), says why with SPEC.md's warning, and leaves the address as
 * /sign-in. Called before useLeaveSignInWhenSignedIn, whose effect reads the return path.
 */
export function useSignInRequest(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { sessionText } = useText(authCatalogue);
  useEffect(() => {
    const next = params.get('next');
    const notice = params.get('notice');
    if (next === null && notice === null) return;
    // A router path; one given with its language prefix loses it (the router adds its own).
    if (next !== null && isSitePath(next)) rememberReturnPath(unlocalizedPath(next));
    if (notice === SIGN_IN_FIRST_NOTICE) toastWarning(sessionText.signInFirst, { short: true });
    void navigate(paths.signIn, { replace: true });
  }, [params, navigate, sessionText]);
}
