import type { ComponentType } from 'react';

/** Where the account controls are drawn: the desktop navbar or the mobile menu. */
type AccountPlacement = 'navbar' | 'drawer';

export interface AccountControlsProps {
  placement: AccountPlacement;
  /** Called after the user picks an action, so the mobile menu can close itself. */
  onAction?: () => void;
  /** Where focus goes back to when a dialog opened from these controls closes. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The account area the layout shows but does not own: the auth feature fills it (the app's
 * router passes it in), keeping shared components free of feature imports.
 */
export interface AccountSlot {
  /** The Sign In button for a visitor, the user menu for a signed-in user. */
  Controls: ComponentType<AccountControlsProps>;
  /** Dialogs opened from the controls, mounted once beside the page. */
  Overlays?: ComponentType;
}
