import { Suspense, lazy, useEffect, useState } from 'react';
import { useUserLog } from '@/lib/session.ts';
import { AccountModal, closeAccountModal, useAccountModal } from '../hooks/account-modal.ts';

// The dialogs and their form code load on first use, keeping them out of the first load.
const ProfileDialog = lazy(() => import('./profile-dialog.tsx'));
const PasswordDialog = lazy(() => import('./password-dialog.tsx'));
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.tsx'));

/**
 * The Profile, Change Password and Delete my account dialogs, mounted once beside the page. Each stays
 * mounted after its first opening so that closing can play its transition. They belong
 * to a signed-in user: when the login record goes (signed out, or the session ended),
 * an open one closes.
 */
export function AccountDialogs() {
  const modal = useAccountModal();
  const signedIn = useUserLog() !== null;
  const [profileUsed, setProfileUsed] = useState(false);
  const [passwordUsed, setPasswordUsed] = useState(false);
  const [deleteUsed, setDeleteUsed] = useState(false);
  // Adjusting state while rendering (React's documented pattern) avoids an extra effect pass.
  if (modal === AccountModal.Profile && !profileUsed) setProfileUsed(true);
  if (modal === AccountModal.Password && !passwordUsed) setPasswordUsed(true);
  if (modal === AccountModal.DeleteAccount && !deleteUsed) setDeleteUsed(true);
  useEffect(() => {
    if (!signedIn) closeAccountModal();
  }, [signedIn]);
  return (
    <Suspense fallback={null}>
      {profileUsed ? (
        <ProfileDialog
          open={signedIn && modal === AccountModal.Profile}
          onClose={closeAccountModal}
        />
      ) : null}
      {passwordUsed ? (
        <PasswordDialog
          open={signedIn && modal === AccountModal.Password}
          onClose={closeAccountModal}
        />
      ) : null}
      {deleteUsed ? (
        <DeleteAccountDialog
          open={signedIn && modal === AccountModal.DeleteAccount}
          onClose={closeAccountModal}
        />
      ) : null}
    </Suspense>
  );
}
