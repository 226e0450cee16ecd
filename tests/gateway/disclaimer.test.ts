/**
 * The risk and education notice SEBI's rules for educators call for ("for education only;
 * not investment advice; trading involves a risk of loss"), as the gateway serves it: in
 * every page's footer in the page's language, and on a course page before Purchase Now.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway.ts';
import { PLAIN_PAGES } from '../support/pages.ts';
import { startSiteGateway } from './site-gateway.ts';

const ENGLISH =
  'For education only; not investment advice or a recommendation to buy or sell. Trading in shares, derivatives and currencies involves a risk of loss.';
const HINDI =
  'सिर्फ़ शिक्षा के लिए; यह निवेश की सलाह या ख़रीदने-बेचने की सिफ़ारिश नहीं है। शेयर, डेरिवेटिव और करेंसी की ट्रेडिंग में नुक़सान का जोखिम होता है।';

/** Every page at a fixed path, a course's, a signed-in student's and the 404 page. */
const PAGES = [
  ...PLAIN_PAGES,
  '/course-detail/1/Stock-Market-Foundations',
  '/my-courses',
  '/no-such-page',
];

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.stop();
  gateway = undefined;
});

/** The text of an HTML page, tags dropped, so a notice split by markup still reads whole. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .normalize('NFC');

describe('the risk and education notice', () => {
  it("is in every page's footer, in the page's language", async () => {
    const started = await startSiteGateway();
    gateway = started.gateway;
    const missing: string[] = [];
    for (const path of PAGES) {
      const english = textOf((await started.get(path)).body);
      const hindi = textOf((await started.get(path === '/' ? '/hi' : `/hi${path}`)).body);
      if (!english.includes(ENGLISH)) missing.push(`${path} (English)`);
      if (!hindi.includes(HINDI.normalize('NFC'))) missing.push(`/hi${path} (Hindi)`);
      expect(hindi.includes(ENGLISH), `/hi${path} says it in English`).toBe(false);
    }
    expect(missing).toEqual([]);
  });

  it('stands above Purchase Now on a course page, in both languages', async () => {
    const started = await startSiteGateway();
    gateway = started.gateway;
    const english = textOf((await started.get('/course-detail/1/Stock-Market-Foundations')).body);
    expect(english.indexOf(ENGLISH)).toBeGreaterThan(-1);
    expect(english.indexOf(ENGLISH)).toBeLessThan(english.indexOf('Purchase Now'));
    const hindi = textOf((await started.get('/hi/course-detail/1/Stock-Market-Foundations')).body);
    const notice = hindi.indexOf(HINDI.normalize('NFC'));
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(hindi.indexOf('अभी ख़रीदें'.normalize('NFC')));
  });
});
