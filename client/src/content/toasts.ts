import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

/**
 * The toasts' own region: its name, with the keys that take a keyboard user to it
 * (react-toastify's Alt+T). Loaded with the toasts, never on a page's first load.
 */
export const toastRegionText = {
  name: 'Notifications (Alt+T)',
} as const;

/** This text in each language (Hindi: ./hi/toasts.ts). */
export const toastsCatalogue = defineCatalogue(
  'toasts',
  { toastRegionText },
  () => import('./hi/toasts.ts'),
);
