/**
 * Tab titles of the staff room's pages: never listed, never indexed. A catalogue of its own,
 * apart from page-heads.ts, so that no student page in Hindi fetches the staff room's words.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

export const staffSignInHead = { title: 'Staff sign-in' } as const;

export const staffHead = { title: 'Staff room' } as const;

export const staffSalesHead = { title: 'Sales and GST' } as const;

export const staffStudentsHead = { title: 'Students' } as const;

export const staffRefundsHead = { title: 'Refunds' } as const;

export const staffCouponsHead = { title: 'Coupons' } as const;

export const staffQuizzesHead = { title: 'Weekly quizzes' } as const;

/** This feature's text in each language (Hindi: ./hi/staff-heads.ts). */
export const staffHeadsCatalogue = defineCatalogue(
  'staff-heads',
  {
    staffSignInHead,
    staffHead,
    staffSalesHead,
    staffStudentsHead,
    staffRefundsHead,
    staffCouponsHead,
    staffQuizzesHead,
  },
  () => import('./hi/staff-heads.ts'),
);
