/** Hindi text of the toasts' region (the same keys as ../toasts.ts). */
import type * as en from '../toasts.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const toastRegionText: Translation<typeof en.toastRegionText> = {
  name: 'सूचनाएँ (Alt+T)',
};
