/**
 * What recordPayment tells the student, in the language of the page they paid from: over
 * the real stack (the stand-in's test checkout pays, the gateway records), the legacy API's
 * own words for an English page and Hindi for a Hindi one, the second report included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAtStandIn, newBuyer, reportPayment } from '../support/stand-in-checkout.ts';
import { startStandInStack, type StandInStack } from './stand-in-stack.ts';

let stack: StandInStack;
beforeAll(async () => {
  stack = await startStandInStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('a recorded payment, as the student is told', () => {
  it('in Hindi from a Hindi page, the first report and the second', async () => {
    const buyer = await newBuyer(stack.gateway.url, 'hi', 'आशा वर्मा');
    const paid = await buyAtStandIn(buyer, stack.origin, '2');
    expect(await reportPayment(buyer, paid)).toEqual({
      data: { recordPayment: { message: 'पेमेंट दर्ज हो गया।' } },
    });
    expect(await reportPayment(buyer, paid)).toEqual({
      data: { recordPayment: { message: 'यह पेमेंट पहले ही दर्ज हो चुका है।' } },
    });
  });

  it('in the legacy API’s own words from an English page', async () => {
    const buyer = await newBuyer(stack.gateway.url, 'en', 'Asha Verma');
    const paid = await buyAtStandIn(buyer, stack.origin, '2');
    expect(await reportPayment(buyer, paid)).toEqual({
      data: { recordPayment: { message: 'Payment recorded successfully.' } },
    });
    expect(await reportPayment(buyer, paid)).toEqual({
      data: { recordPayment: { message: 'This payment has already been recorded.' } },
    });
  });
});
