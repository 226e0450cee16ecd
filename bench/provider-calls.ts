/**
 * Provider calls per page view, counted at a proxy in front of the stand-in while real
 * Chromium opens each page of the running site. Goals (DESIGN.md §6): Home 1,
 * course detail at most 2, My Courses 1, View Classes at most 2.
 */
import type { Page } from '@playwright/test';
import { launchChromium } from './lib/browser.ts';
import type { CountingProxy } from './lib/counting-proxy.ts';

interface PageGoal {
  name: string;
  path: string;
  goal: number;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
}

const pages: PageGoal[] = [
  {
    name: 'Home',
    path: '/',
    goal: 1,
    signedIn: false,
    ready: (p) =>
      p
        .getByRole('link', { name: /enroll now/i })
        .first()
        .waitFor(),
  },
  {
    name: 'Course detail',
    path: '/course-detail/1/course',
    goal: 2,
    signedIn: false,
    ready: (p) => p.getByRole('button', { name: /purchase now/i }).waitFor(),
  },
  {
    name: 'My Courses',
    path: '/my-courses',
    goal: 1,
    signedIn: true,
    ready: (p) =>
      p
        .getByRole('link', { name: /view classes/i })
        .first()
        .waitFor(),
  },
  {
    name: 'View Classes',
    path: '/view-classes/1/course',
    goal: 2,
    signedIn: true,
    ready: (p) =>
      p
        .getByText(/unlocks in week/i)
        .first()
        .waitFor(),
  },
];

export async function benchProviderCalls(baseURL: string, proxy: CountingProxy) {
  const browser = await launchChromium();
  const lines = ['Provider calls per page view (counted at the stand-in)'];
  let pass = true;
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    for (const target of pages) {
      if (target.signedIn) {
        // Sign in once through the API, as the sign-in page does: cookie plus userLog.
        const answer = await page.request.post('/graphql', {
          data: {
            query:
              'mutation($input: LoginInput!) { login(input: $input) { customer { id name } } }',
            variables: { input: { username: 'demo@example.com', password: 'demo12345' } },
          },
        });
        const body = (await answer.json()) as {
          data: { login: { customer: { id: string; name: string } } };
        };
        await page.goto('/sign-up');
        await page.evaluate((log) => localStorage.setItem('userLog', JSON.stringify(log)), {
          c_id: body.data.login.customer.id,
          name: body.data.login.customer.name,
        });
      }
      await page.goto('about:blank');
      proxy.reset();
      await page.goto(target.path);
      await target.ready(page);
      await page.waitForLoadState('networkidle');
      const calls = proxy.calls();
      const ok = calls.length <= target.goal;
      pass &&= ok;
      lines.push(
        `  ${target.name.padEnd(14)} ${String(calls.length).padStart(2)} call(s)  (goal ${target.goal === 1 ? '1' : `<= ${target.goal}`})  ${ok ? 'PASS' : 'MISS'}  [${calls.join(', ')}]`,
      );
    }
  } finally {
    await browser.close();
  }
  return { lines, pass };
}
