/**
 * The error pages as a user would read them (SPEC.md §8), rendered to HTML on the server:
 * the split error page, the not-found page, and the router's error element for a 404,
 * a failed page download and any other failure.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  MemoryRouter,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shellCatalogue } from '@/content/shell.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { getSystem } from '@/theme/system.ts';
import { ErrorPage } from '../error-page.tsx';
import { RouteError, isChunkLoadError } from '../route-error.tsx';

const COURSES =
  'No Courses Available at the moment. Please check back later or contact support if this seems unexpected.';
const ORDERS =
  'No Courses Available at the moment or You have not Enrolled. Please check back later or contact support if this seems unexpected.';

function html(element: ReactElement): string {
  return renderToStaticMarkup(<ChakraProvider value={getSystem()}>{element}</ChakraProvider>);
}

/** The visible text of an element, tags stripped and entities decoded. */
function textOf(markup: string, tag: string): string[] {
  return [...markup.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

async function renderRoute(path: string, routes: RouteObject[]): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return html(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe('ErrorPage', () => {
  it('splits the course error at 36: heading and body, no way home', () => {
    const markup = html(<ErrorPage error={COURSES} splitAt={36} />);
    expect(textOf(markup, 'h1')).toEqual(['No Courses Available at the moment.']);
    expect(textOf(markup, 'p')).toEqual([
      'Please check back later or contact support if this seems unexpected.',
    ]);
    expect(markup).not.toContain('Go to Home');
    expect(markup).not.toContain('<a ');
  });

  it('splits the orders error at 60', () => {
    const markup = html(<ErrorPage error={ORDERS} splitAt={60} />);
    expect(textOf(markup, 'h1')).toEqual([
      'No Courses Available at the moment or You have not Enrolled.',
    ]);
    expect(textOf(markup, 'p')).toEqual([
      'Please check back later or contact support if this seems unexpected.',
    ]);
  });

  it('shows no more than the first 200 characters', () => {
    const long = `${'a'.repeat(36)}${'b'.repeat(164)}${'c'.repeat(50)}`;
    const markup = html(<ErrorPage error={long} splitAt={36} />);
    expect(textOf(markup, 'p')).toEqual(['b'.repeat(164)]);
  });

  it('without an error is the not-found page with its link home', () => {
    const markup = html(
      <MemoryRouter>
        <ErrorPage error="" splitAt={36} />
      </MemoryRouter>,
    );
    expect(textOf(markup, 'h1')).toEqual(["Look like you're lost"]);
    expect(markup).toContain('the page you are looking for not avaible!');
    expect(textOf(markup, 'a')).toEqual(['Go to Home']);
    expect(markup).toContain('href="/"');
  });
});

describe('RouteError', () => {
  const failingWith = (error: unknown): RouteObject[] => [
    {
      path: '/',
      errorElement: <RouteError />,
      loader: () => {
        throw error;
      },
      element: <p>never shown</p>,
    },
  ];

  it('renders the not-found page for a 404', async () => {
    const markup = await renderRoute('/nowhere', failingWith(new Error('unused')));
    expect(textOf(markup, 'h1')).toEqual(["Look like you're lost"]);
    expect(markup).toContain('<main');
  });

  it('says "Loading chunk failed" and offers a reload when page code cannot be fetched', async () => {
    const markup = await renderRoute(
      '/',
      failingWith(new TypeError('Failed to fetch dynamically imported module: /assets/home-1.js')),
    );
    expect(textOf(markup, 'h1')).toEqual(['Loading chunk failed']);
    expect(textOf(markup, 'button')).toEqual(['Reload']);
  });

  it('is the "Unexpected Application Error" page for anything else', async () => {
    const markup = await renderRoute('/', failingWith(new RangeError('boom')));
    expect(textOf(markup, 'h1')).toEqual(['Unexpected Application Error']);
    expect(textOf(markup, 'button')).toEqual(['Reload']);
    expect(markup).not.toContain('boom');
  });
});

describe('in Hindi', () => {
  it('the not-found page speaks Hindi and leads to the Hindi home page', async () => {
    const hindi = await shellCatalogue.load('hi');
    const markup = html(
      <LanguageContext value="hi">
        <MemoryRouter basename="/hi" initialEntries={['/hi/nowhere']}>
          <ErrorPage error="" splitAt={36} />
        </MemoryRouter>
      </LanguageContext>,
    );
    expect(textOf(markup, 'h1')).toEqual([hindi.notFoundText.heading]);
    expect(textOf(markup, 'a')).toEqual([hindi.notFoundText.homeLink]);
    expect(markup).toContain('href="/hi"');
  });

  it('the error element says the failure in Hindi', async () => {
    const hindi = await shellCatalogue.load('hi');
    const handler = createStaticHandler(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          loader: () => {
            throw new RangeError('boom');
          },
          element: <p>never shown</p>,
        },
      ],
      { basename: '/hi' },
    );
    const context = await handler.query(new Request('http://localhost/hi'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = html(
      <LanguageContext value="hi">
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </LanguageContext>,
    );
    expect(textOf(markup, 'h1')).toEqual([hindi.routeErrorText.heading]);
    expect(textOf(markup, 'button')).toEqual([hindi.routeErrorText.reload]);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'Loading chunk 7 failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
  });
});
