/**
 * The refunds page in Hindi: the staff room speaks English, so this repeats ../staff-refunds.ts
 * (the same keys, kept in step by the type).
 */
import { staffRefundsText as english } from '../staff-refunds.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffRefundsText: Translation<typeof english> = english;
