import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { accountMenuText } from '@/content/auth.ts';
import { useSignOut } from '../api/logout.ts';
import { AccountModal, openAccountModal } from './account-modal.ts';

type AccountAction = 'profile' | 'password' | 'my-courses' | 'sign-out' | 'sign-out-everywhere';

/** The signed-in user's actions, in menu order (SPEC.md §2, then signing out of every device). */
export const accountActions: readonly { value: AccountAction; label: string }[] = [
  { value: 'profile', label: accountMenuText.profile },
  { value: 'password', label: accountMenuText.changePassword },
  { value: 'my-courses', label: accountMenuText.myCourses },
  { value: 'sign-out', label: accountMenuText.signOut },
  { value: 'sign-out-everywhere', label: accountMenuText.signOutEverywhere },
];

export const isAccountAction = (value: string): value is AccountAction =>
  accountActions.some((action) => action.value === value);

/**
 * Runs an account action: opens a dialog (modal state 1 or 2; focus returns to
 * `returnFocusTo` when it closes), goes to My Courses, or signs out (here or everywhere).
 */
export function useRunAccountAction(): (
  action: AccountAction,
  returnFocusTo?: () => HTMLElement | null,
) => void {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (action, returnFocusTo) => {
    switch (action) {
      case 'profile':
        openAccountModal(AccountModal.Profile, returnFocusTo);
        break;
      case 'password':
        openAccountModal(AccountModal.Password, returnFocusTo);
        break;
      case 'my-courses':
        void navigate(paths.myCourses);
        break;
      case 'sign-out':
        void signOut();
        break;
      case 'sign-out-everywhere':
        void signOut({ everywhere: true });
        break;
    }
  };
}
