/**
 * A gateway serving the test build (built-client.ts) over a provider that answers the
 * course list and outlines, for the tests of served pages (site-pages, hindi-pages).
 */
import { RENDERER as renderer, builtSite } from './built-client.ts';
import { TEST_NOW, gatewayForTest, mockProvider } from '../support/gateway.ts';

export const SITE = 'https://academy.example';
const html = { accept: 'text/html,application/xhtml+xml' };

export async function startSiteGateway(now: () => Date = () => TEST_NOW) {
  const provider = mockProvider();
  provider.answerCourses();
  provider.answerClassItems();
  const gateway = await gatewayForTest({
    env: { CLIENT_DIST: await builtSite(), SITE_URL: SITE },
    dispatcher: provider.agent,
    pageRenderer: renderer,
    now,
  });
  /** A page as a browser asks for it. */
  const get = async (route: string) => {
    const response = await fetch(`${gateway.url}${route}`, { headers: html });
    return { response, body: await response.text() };
  };
  return { gateway, provider, get };
}
