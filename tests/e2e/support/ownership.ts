/**
 * A student who owns a course and has finished it, without waiting weeks: a paid order dated
 * in the past, written into the stand-in's database (the provider's own record of a sale),
 * and every lesson marked done through the gateway, as the classroom does it.
 */
import Database from 'libsql';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './auth.ts';
import { e2eDataDir } from './stack.ts';

const DAY_MS = 86_400_000;

/** A paid order, in the stand-in's database, for `course` at `amount` rupees, `daysAgo` old. */
export function ownCourseSince(
  account: Account,
  course: { id: string; amount: number },
  daysAgo: number,
): void {
  const db = new Database(`${e2eDataDir}/provider.db`, { timeout: 5000 });
  try {
    const { c_id: customerId } = db
      .prepare('SELECT c_id FROM customers WHERE email = ?')
      .get(account.email) as { c_id: number };
    const code = `TAP${String(Date.now()).slice(-7)}`;
    db.prepare(
      `INSERT INTO orders (booking_code, payment_id, c_id, course_id, customer_name, amount, payment_status, order_date)
       VALUES (?, ?, ?, ?, ?, ?, 'Success', ?)`,
    ).run(
      code,
      `pay_${code}`,
      customerId,
      Number(course.id),
      account.name,
      course.amount,
      Date.now() - daysAgo * DAY_MS,
    );
  } finally {
    db.close();
  }
}

async function graphql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await request.post('/graphql', {
    headers: {
      // A fresh connection each time: a kept-alive one left idle while the browser worked
      // can be closed by the server just as it is reused (read ECONNRESET).
      connection: 'close',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data ?? {};
}

/**
 * Marks every lesson of the account's course done, through the gateway, checking there are
 * `lessons` of them; resolves with the code of the certificate the course then earns.
 */
export async function finishCourse(
  request: APIRequestContext,
  account: Account,
  course: { id: string; lessons: number },
): Promise<string> {
  const login = await graphql(
    request,
    'mutation ($i: LoginInput!) { login(input: $i) { token } }',
    { i: { username: account.email, password: account.password } },
  );
  const token = (login.login as { token: string }).token;
  const data = await graphql(
    request,
    'query ($c: ID!) { orderByCourse(courseId: $c) { classItems { id } } }',
    { c: course.id },
    token,
  );
  const { classItems } = data.orderByCourse as { classItems: { id: string }[] };
  expect(classItems).toHaveLength(course.lessons);
  for (const item of classItems) {
    await graphql(
      request,
      'mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { completed } }',
      { i: { classItemId: item.id, completed: true } },
      token,
    );
  }
  const finished = await graphql(
    request,
    'query ($c: ID!) { orderByCourse(courseId: $c) { certificate { code } } }',
    { c: course.id },
    token,
  );
  const { certificate } = finished.orderByCourse as { certificate: { code: string } | null };
  expect(certificate?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  return certificate?.code ?? '';
}
