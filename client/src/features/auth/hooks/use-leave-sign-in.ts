import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { takeReturnPath, useUserLog } from '@/lib/session.ts';

/**
 * Sends a signed-in user on from the sign-in page (SPEC.md §4): to the path a protected
 * page remembered (then forgotten), else Home. Runs once, whether the user arrived signed
 * in or has just signed in here (again after signing out on it).
 */
export function useLeaveSignInWhenSignedIn(): boolean {
  const userLog = useUserLog();
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    // Signed out while on the page: the next sign-in sends the user on again.
    if (!userLog) {
      left.current = false;
      return;
    }
    if (left.current) return;
    left.current = true;
    void navigate(takeReturnPath() ?? paths.home, { replace: true });
  }, [userLog, navigate]);
  return Boolean(userLog);
}
