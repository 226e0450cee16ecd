/**
 * Which account dialog is open (SPEC.md §4): 0 none, 1 profile, 2 password, 3 deleting the
 * account. A tiny store,
 * so the navbar's menu and the mobile menu can open the dialogs the layout mounts once.
 */
import { useSyncExternalStore } from 'react';

export const AccountModal = { None: 0, Profile: 1, Password: 2, DeleteAccount: 3 } as const;
export type AccountModal = (typeof AccountModal)[keyof typeof AccountModal];

type FocusTarget = () => HTMLElement | null;

let current: AccountModal = AccountModal.None;
let returnFocus: FocusTarget = () => null;
const listeners = new Set<() => void>();

/** Opens a dialog; `returnFocusTo` is the control focus goes back to when it closes. */
export function openAccountModal(modal: AccountModal, returnFocusTo?: FocusTarget): void {
  current = modal;
  if (returnFocusTo) returnFocus = returnFocusTo;
  for (const listener of listeners) listener();
}

/** The control that opened the current dialog (for the dialog's final focus). */
export const accountModalReturnFocus: FocusTarget = () => returnFocus();

export const closeAccountModal = (): void => openAccountModal(AccountModal.None);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAccountModal(): AccountModal {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => AccountModal.None,
  );
}
