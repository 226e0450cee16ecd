import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { authCatalogue, type accountMenuText } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useSignOut } from '../api/logout.ts';
import { AccountModal, openAccountModal } from './account-modal.ts';

/**
 * The signed-in user's actions, in menu order (SPEC.md §2, then signing out of every device,
 * then the student's rights over their data: a copy of it, and leaving).
 */
const ACCOUNT_ACTIONS = [
  'profile',
  'password',
  'my-courses',
  'sign-out',
  'sign-out-everywhere',
  'download-data',
  'delete-account',
] as const;

type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Each action's label in the account menu's text. */
const labelKeys = {
  profile: 'profile',
  password: 'changePassword',
  'my-courses': 'myCourses',
  'sign-out': 'signOut',
  'sign-out-everywhere': 'signOutEverywhere',
  'download-data': 'downloadData',
  'delete-account': 'deleteAccount',
} as const satisfies Record<AccountAction, keyof typeof accountMenuText>;

/**
 * The gateway's address of the signed-in student's data (a zip): a plain link, so the
 * browser downloads it itself, with or without the app's scripts.
 */
const DATA_EXPORT_URL = '/account/export';

/** Actions that are links: the browser follows them, nothing runs. */
const actionLinks: Partial<Record<AccountAction, string>> = { 'download-data': DATA_EXPORT_URL };

/** An action as the menus show it: its label, and its address when it is a link. */
interface AccountActionItem {
  value: AccountAction;
  label: string;
  href?: string;
}

/** The signed-in user's actions with their labels in the page's language, in menu order. */
export function useAccountActions(): readonly AccountActionItem[] {
  const { accountMenuText: text } = useText(authCatalogue);
  return ACCOUNT_ACTIONS.map((value) => {
    const href = actionLinks[value];
    return { value, label: text[labelKeys[value]], ...(href ? { href } : {}) };
  });
}

export const isAccountAction = (value: string): value is AccountAction =>
  (ACCOUNT_ACTIONS as readonly string[]).includes(value);

/**
 * Runs an account action: opens a dialog (modal state 1, 2 or 3; focus returns to
 * `returnFocusTo` when it closes), goes to My Courses, or signs out (here or everywhere).
 * A link (Download my data) is the browser's to follow.
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
      case 'delete-account':
        openAccountModal(AccountModal.DeleteAccount, returnFocusTo);
        break;
      case 'download-data':
        // A link: the browser follows it.
        break;
    }
  };
}
