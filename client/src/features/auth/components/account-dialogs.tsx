import { Suspense, lazy, useState } from 'react';
import { AccountModal, closeAccountModal, useAccountModal } from '../account-modal.ts';

// The dialogs and their form code load on first use, keeping them out of the first load.
const ProfileDialog = lazy(() => import('./profile-dialog.tsx'));
const PasswordDialog = lazy(() => import('./password-dialog.tsx'));

/**
 * The Profile and Change Password dialogs, mounted once beside the page. Each stays
 * mounted after its first opening so that closing can play its transition.
 */
export function AccountDialogs() {
  const modal = useAccountModal();
  const [profileUsed, setProfileUsed] = useState(false);
  const [passwordUsed, setPasswordUsed] = useState(false);
  // Adjusting state while rendering (React's documented pattern) avoids an extra effect pass.
  if (modal === AccountModal.Profile && !profileUsed) setProfileUsed(true);
  if (modal === AccountModal.Password && !passwordUsed) setPasswordUsed(true);
  return (
    <Suspense fallback={null}>
      {profileUsed ? (
        <ProfileDialog open={modal === AccountModal.Profile} onClose={closeAccountModal} />
      ) : null}
      {passwordUsed ? (
        <PasswordDialog open={modal === AccountModal.Password} onClose={closeAccountModal} />
      ) : null}
    </Suspense>
  );
}
