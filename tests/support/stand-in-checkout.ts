/**
 * A student buying a course over real HTTP: signed up and in through a gateway, a checkout
 * started, paid at the stand-in's test checkout (which captures and signs the payment), and
 * the page's report of it. `language` is the page's, sent as Accept-Language.
 */
import { DEFAULT_RAZORPAY_KEY_ID } from '../../common/test-payment-keys.ts';

interface Buyer {
  gatewayUrl: string;
  token: string;
  id: string;
  email: string;
  language: 'en' | 'hi';
}

interface PaidCheckout {
  courseId: string;
  paymentId: string;
  orderId: string;
  signature: string;
}

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function gqlAt<T>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; language?: 'en' | 'hi' } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': options.language ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

let buyers = 0;

/** A new student, signed up and signed in. */
export async function newBuyer(
  gatewayUrl: string,
  language: 'en' | 'hi' = 'en',
  name = 'Mail Student',
): Promise<Buyer> {
  buyers += 1;
  const email = `mail${Date.now()}.${buyers}.${process.pid}@example.com`;
  const input = { name, email, mobile: '9876500123', password: 'pay-it-once' };
  await gqlAt(gatewayUrl, 'mutation ($i: RegisterInput!) { register(input: $i) { ok } }', {
    i: input,
  });
  const login = await gqlAt<{ login: { token: string; customer: { id: string } } }>(
    gatewayUrl,
    'mutation ($i: LoginInput!) { login(input: $i) { token customer { id } } }',
    { i: { username: email, password: input.password } },
  );
  if (!login.data) throw new Error(`could not sign in: ${JSON.stringify(login.errors)}`);
  return {
    gatewayUrl,
    token: login.data.login.token,
    id: login.data.login.customer.id,
    email,
    language,
  };
}

/** Starts the checkout from the buyer's page and pays it at the stand-in's test checkout. */
export async function buyAtStandIn(
  buyer: Buyer,
  standInOrigin: string,
  courseId: string,
): Promise<PaidCheckout> {
  const started = await gqlAt<{ startCheckout: { orderId: string; amount: number } }>(
    buyer.gatewayUrl,
    'mutation ($c: ID!) { startCheckout(courseId: $c) { orderId amount } }',
    { c: courseId },
    { token: buyer.token, language: buyer.language },
  );
  if (!started.data) throw new Error(`no checkout: ${JSON.stringify(started.errors)}`);
  const { orderId, amount } = started.data.startCheckout;
  const paid = await fetch(`${standInOrigin}/razorpay/v1/test-checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: DEFAULT_RAZORPAY_KEY_ID, order_id: orderId, amount }),
  });
  const payment = (await paid.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  return {
    courseId,
    paymentId: payment.razorpay_payment_id,
    orderId: payment.razorpay_order_id,
    signature: payment.razorpay_signature,
  };
}

/** The checkout page's report of the payment (recordPayment), from the buyer's page. */
export function reportPayment(buyer: Buyer, paid: PaidCheckout) {
  return gqlAt<{ recordPayment: { message: string } }>(
    buyer.gatewayUrl,
    'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message } }',
    {
      i: {
        courseId: paid.courseId,
        paymentId: paid.paymentId,
        orderId: paid.orderId,
        signature: paid.signature,
      },
    },
    { token: buyer.token, language: buyer.language },
  );
}
