/** What the order card's tests share: the demo order, and the Hindi words the card reads. */
import { beforeAll } from 'vitest';
import { classesCatalogue } from '@/content/classes.ts';
import { classroomCatalogue } from '@/content/classroom.ts';
import type { OrderCard_OrderFragment } from '@/gql/graphql.ts';

/** The demo student's order of the flagship course, with `change` for what a test is about. */
export const demoOrder = (change: Partial<OrderCard_OrderFragment>): OrderCard_OrderFragment => ({
  id: '1',
  bookingCode: 'TADEMO0001',
  orderedAt: '2026-11-07T10:42:00+05:30',
  status: 'Success',
  amount: 4999,
  customerName: 'Demo Student',
  receiptUrl: null,
  course: { id: '1', title: 'Stock Market Foundations', description: 'Basics.', imageUrl: null },
  progress: null,
  nextItem: null,
  classItems: [{ id: '11', week: 1, unlocked: true, unlocksAt: null }],
  certificate: null,
  ...change,
});

/** Loads the Hindi catalogues the card reads before the file's tests. */
export function loadHindiCatalogues(): void {
  beforeAll(async () => {
    await Promise.all([classesCatalogue.load('hi'), classroomCatalogue.load('hi')]);
  });
}
