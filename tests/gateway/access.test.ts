/**
 * Access follows the earliest paid order: a course paid for twice keeps the weeks its first
 * order opened, on every order of it and in the classroom (orderByCourse).
 */
import { describe, expect, it } from 'vitest';
import { gatewayForTest, mockProvider, orderRow, sessionToken } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway | undefined;

describe('a course paid for twice', () => {
  it('keeps the weeks of the first order open', async () => {
    const provider = mockProvider();
    // Newest first: a second purchase today, the first one 15 days ago (weeks 1-3 open).
    provider.answerOrders([orderRow('9', '1', 0), orderRow('4', '1', 15)]);
    provider.answerClassItems();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const token = await sessionToken(gateway, '1');
    const { body } = await gateway.gql(
      '{ myOrders { id availableWeek classItems { week unlocked } } orderByCourse(courseId: "1") { id availableWeek } }',
      {},
      { token },
    );
    const weeks = [
      { week: 1, unlocked: true },
      { week: 2, unlocked: true },
      { week: 3, unlocked: true },
      { week: 4, unlocked: false },
    ];
    expect(body.data).toEqual({
      myOrders: [
        { id: '9', availableWeek: 3, classItems: weeks },
        { id: '4', availableWeek: 3, classItems: weeks },
      ],
      orderByCourse: { id: '4', availableWeek: 3 },
    });
    // One list read for the whole request.
    expect(provider.callsTo('order/customer_order_list')).toHaveLength(1);
  });
});
