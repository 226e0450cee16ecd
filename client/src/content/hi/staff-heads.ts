/** Hindi tab titles of the staff room's pages (the same keys as ../staff-heads.ts). */
import type * as en from '../staff-heads.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffSignInHead: Translation<typeof en.staffSignInHead> = { title: 'स्टाफ़ साइन इन' };

export const staffHead: Translation<typeof en.staffHead> = { title: 'स्टाफ़ रूम' };

export const staffSalesHead: Translation<typeof en.staffSalesHead> = { title: 'बिक्री और GST' };

export const staffStudentsHead: Translation<typeof en.staffStudentsHead> = { title: 'छात्र' };

export const staffRefundsHead: Translation<typeof en.staffRefundsHead> = { title: 'रिफ़ंड' };

export const staffCouponsHead: Translation<typeof en.staffCouponsHead> = { title: 'कूपन' };

export const staffQuizzesHead: Translation<typeof en.staffQuizzesHead> = { title: 'साप्ताहिक क्विज़' };
