/**
 * The footer's language switch as the server renders it: the footer is outside the router
 * (SiteFrame), so the layout reports the page's path for it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/lib/i18n/catalogue.ts';
import { LanguageContext, type Language } from '@/lib/i18n/language.ts';
import { getSystem } from '@/theme/system.ts';
import { Layout } from '../layout.tsx';
import { SiteFrame } from '../site-frame.tsx';

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [{ path: 'about-us', element: <p>About</p> }],
  },
];

async function renderPage(url: string, language: Language, basename: string) {
  await loadCatalogues(language);
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <LanguageContext value={language}>
      <ChakraProvider value={getSystem()}>
        <SiteFrame>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteFrame>
      </ChakraProvider>
    </LanguageContext>,
  );
}

/** The hrefs of the language switches (the links with a hreflang). */
const switches = (html: string) =>
  [...html.matchAll(/<a[^>]*hrefLang="[^"]*"[^>]*>/gi)].map(
    (match) => /href="([^"]*)"/.exec(match[0])?.[1],
  );

describe('the language switch on a rendered page', () => {
  it('leads from an English page to its Hindi one, in the navbar and the footer', async () => {
    const html = await renderPage('/about-us', 'en', '/');
    const hrefs = switches(html);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefs)).toEqual(new Set(['/hi/about-us']));
    expect(html.indexOf('<footer')).toBeLessThan(html.lastIndexOf('href="/hi/about-us"'));
  });

  it('leads from a Hindi page to its English one', async () => {
    const html = await renderPage('/hi/about-us', 'hi', '/hi');
    const hrefs = switches(html);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefs)).toEqual(new Set(['/about-us']));
    expect(html.indexOf('<footer')).toBeLessThan(html.lastIndexOf('href="/about-us"'));
  });
});
