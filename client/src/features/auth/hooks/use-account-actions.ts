import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { authCatalogue, type accountMenuText } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useSignOut } from '../api/logout.ts';
import { AccountModal, openAccountModal } from './account-modal.ts';

/** The signed-in user's actions, in menu order (SPEC.md §2, then signing out of every device). */
const ACCOUNT_ACTIONS = [
  'profile',
  'password',
  'my-courses',
  'sign-out',
  'sign-out-everywhere',
] as const;

type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Each action's label in the account menu's text. */
const labelKeys = {
  profile: 'profile',
  password: 'changePassword',
  'my-courses': 'myCourses',
  'sign-out': 'signOut',
  'sign-out-everywhere': 'signOutEverywhere',
} as const satisfies Record<AccountAction, keyof typeof accountMenuText>;

/** The signed-in user's actions with their labels in the page's language, in menu order. */
export function useAccountActions(): readonly { value: AccountAction; label: string }[] {
  const { accountMenuText: text } = useText(authCatalogue);
  return ACCOUNT_ACTIONS.map((value) => ({ value, label: text[labelKeys[value]] }));
}

export const isAccountAction = (value: string): value is AccountAction =>
  (ACCOUNT_ACTIONS as readonly string[]).includes(value);

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
