import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { rememberReturnPath, useUserLog } from '@/lib/session.ts';

/**
 * Guards the signed-in routes (SPEC.md §2): without a stored login record the current
 * path is remembered as the return path and the visitor goes to sign in.
 */
export function RequireSignIn() {
  const userLog = useUserLog();
  const { pathname, search } = useLocation();
  if (userLog) return <Outlet />;
  rememberReturnPath(pathname + search);
  return <Navigate to={paths.signIn} replace />;
}
