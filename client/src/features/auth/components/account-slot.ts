import type { AccountSlot } from '@/components/layout/account-slot.ts';
import { AccountControls } from './account-controls.tsx';
import { AccountDialogs } from './account-dialogs.tsx';

/** What the layout shows in its account area: the controls and the dialogs they open. */
export const accountSlot: AccountSlot = { Controls: AccountControls, Overlays: AccountDialogs };
