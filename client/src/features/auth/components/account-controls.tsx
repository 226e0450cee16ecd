import { Button } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountControlsProps } from '@/components/layout/account-slot.ts';
import { paths } from '@/config/paths.ts';
import { authCatalogue } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useUserLog } from '@/lib/session.ts';
import { UserMenuButton } from './user-menu-button.tsx';

// A visitor never needs the menu machinery, so it loads only for a signed-in user.
const UserMenu = lazy(() => import('./user-menu.tsx'));
const AccountActionList = lazy(() => import('./account-action-list.tsx'));

/**
 * The navbar's account area (SPEC.md §2): Sign In for a visitor; for a signed-in user a
 * menu titled with their name (Profile, Change Password, My Courses, Sign Out), or the
 * same actions as a list in the mobile menu.
 */
export function AccountControls({ placement, onAction, returnFocusTo }: AccountControlsProps) {
  const userLog = useUserLog();
  const { accountMenuText } = useText(authCatalogue);

  if (!userLog) {
    const inDrawer = placement === 'drawer';
    return (
      <Button
        asChild
        colorPalette="brand"
        size={inDrawer ? 'lg' : 'md'}
        w={inDrawer ? 'full' : undefined}
      >
        <RouterLink to={paths.signIn} onClick={onAction}>
          {accountMenuText.signIn}
        </RouterLink>
      </Button>
    );
  }

  if (placement === 'drawer') {
    return (
      <Suspense fallback={null}>
        <AccountActionList name={userLog.name} onAction={onAction} returnFocusTo={returnFocusTo} />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<UserMenuButton name={userLog.name} aria-disabled="true" />}>
      <UserMenu name={userLog.name} />
    </Suspense>
  );
}
