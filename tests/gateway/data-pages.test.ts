/**
 * Data pages rendered on request (gateway/site/data-pages.ts): a course's page and the course
 * list come with their data in the HTML and the Apollo cache to hydrate from; a page is
 * rendered once per course per public-cache period; anything short of a clean answer
 * gets the shell, which fetches in the browser.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RENDERED_DATA_ELEMENT_ID } from '../../client/src/lib/prefetch.ts';
import { STATE_ELEMENT_ID, scriptSafeJson } from '../../gateway/site/data-pages.ts';
import { RENDERER, builtClient } from './built-client.ts';
import {
  TEST_NOW,
  envelope,
  mockProvider,
  seedClassItems,
  seedCourses,
  startGateway,
  type TestGateway,
} from './helpers.ts';

const BRAND = 'Sharpline Trading Academy';
const html = { accept: 'text/html' };

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.stop();
  gateway = undefined;
});

/** The Apollo cache the page carries for hydration. */
function stateOf(page: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(page);
  if (!match?.[1]) throw new Error('the page carries no state');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

async function start(provider: ReturnType<typeof mockProvider>, now = () => TEST_NOW) {
  gateway = await startGateway({
    dispatcher: provider.agent,
    env: { CLIENT_DIST: builtClient() },
    pageRenderer: RENDERER,
    now,
  });
  return gateway;
}

describe('data pages rendered on request', () => {
  it('a course page carries the course in its HTML, its title, and the cache to hydrate', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses), { persist: true });
    provider.answer('course/details_list', envelope('200', 'ok', seedClassItems), {
      persist: true,
    });
    const { url } = await start(provider);

    const response = await fetch(`${url}/course-detail/1/Any-Title`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await response.text();
    expect(page).toContain(`<title>${BRAND} | Stock Market Foundations</title>`);
    expect(page).toMatch(/<h1[^>]*>Stock Market Foundations<\/h1>/);
    expect(page).toContain('Week 4');
    expect(page).toContain('₹3,999');
    expect(page).toMatch(/<style data-emotion="css [^"]+" data-s="">/);
    const state = stateOf(page);
    expect(state['Course:1']).toMatchObject({ title: 'Stock Market Foundations' });
    expect(JSON.stringify(state.ROOT_QUERY)).toContain('paymentConfig');
  });

  it('renders a course once per period, whatever the title in the URL', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses), { persist: true });
    provider.answer('course/details_list', envelope('200', 'ok', seedClassItems), {
      persist: true,
    });
    let now = TEST_NOW;
    const { url } = await start(provider, () => now);

    const first = await (await fetch(`${url}/course-detail/1/One`, { headers: html })).text();
    const calls = provider.calls.length;
    const second = await (await fetch(`${url}/course-detail/1/Two`, { headers: html })).text();
    expect(second).toBe(first);
    expect(provider.calls.length).toBe(calls);

    now = new Date(TEST_NOW.getTime() + 60_000);
    await fetch(`${url}/course-detail/1/One`, { headers: html });
    expect(provider.calls.length).toBeGreaterThan(calls);
  });

  it('the course list carries every course', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses), { persist: true });
    const { url } = await start(provider);
    const page = await (await fetch(`${url}/online-course`, { headers: html })).text();
    expect(page).toContain(`<title>${BRAND} | Online Course</title>`);
    expect(page).toContain('Forex Trading Essentials');
    expect(page.match(/Enroll now/g)).toHaveLength(seedCourses.length);
    expect(page).not.toContain('Loading courses');
  });

  it('an unknown course gets the shell, which shows not-found in the browser', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses), { persist: true });
    const { url } = await start(provider);
    const unknown = await fetch(`${url}/course-detail/9999/No-Such-Course`, { headers: html });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe('<!-- course-detail shell -->');
  });

  it('a provider fault gets the shell, which fetches (and shows the fault) in the browser', async () => {
    const provider = mockProvider();
    provider.answer('course/list', 'unavailable', { httpStatus: 503, persist: true });
    const { url } = await start(provider);
    const list = await fetch(`${url}/online-course`, { headers: html });
    expect(list.status).toBe(200);
    expect(await list.text()).toBe('<!-- online-course shell -->');
    const detail = await fetch(`${url}/course-detail/1/x`, { headers: html });
    expect(await detail.text()).toBe('<!-- course-detail shell -->');
  });

  it('a course whose text looks like markup stays text, in the page and in its state', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const provider = mockProvider();
    provider.answer(
      'course/list',
      envelope('200', 'ok', [{ ...seedCourses[0], course_title: hostile }]),
      { persist: true },
    );
    provider.answer('course/details_list', envelope('200', 'ok', seedClassItems), {
      persist: true,
    });
    const { url } = await start(provider);
    const page = await (await fetch(`${url}/course-detail/1/x`, { headers: html })).text();
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(stateOf(page)['Course:1']).toMatchObject({ title: hostile });
  });
});

describe('the rendered data element', () => {
  it('is the one the browser reads', () => {
    expect(STATE_ELEMENT_ID).toBe(RENDERED_DATA_ELEMENT_ID);
  });

  it('holds JSON that cannot close its script element or open a comment', () => {
    const text = scriptSafeJson({ a: '</script><!-- \u2028' });
    expect(text).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- \u2028' });
  });
});
