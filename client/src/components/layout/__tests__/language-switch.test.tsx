// @vitest-environment happy-dom
/**
 * The language switch: a plain link to the same page in the other language, named in that
 * language, remembering the choice when followed; inside the router (navbar, mobile menu)
 * and outside it (the footer).
 */
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageContext, LANGUAGE_COOKIE, type Language } from '@/lib/i18n/language.ts';
import { getSystem } from '@/theme/system.ts';
import LanguageOffer from '../language-offer.tsx';
import { FrameLanguageSwitch, LanguageSwitch, pageIn } from '../language-switch.tsx';
import { pagePathChanged } from '../page-path.ts';

function inLanguage(language: Language, children: ReactNode) {
  return (
    <LanguageContext value={language}>
      <ChakraProvider value={getSystem()}>{children}</ChakraProvider>
    </LanguageContext>
  );
}

/** The switch on the page at `url` (as served: /hi/... for Hindi). */
function renderAt(url: string, language: Language) {
  render(
    inLanguage(
      language,
      <MemoryRouter initialEntries={[url]} basename={language === 'hi' ? '/hi' : '/'}>
        <LanguageSwitch />
      </MemoryRouter>,
    ),
  );
  return screen.getByRole('link');
}

// The browser is not to follow the link here: the test page stays.
const stay = (event: Event) => event.preventDefault();

beforeEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  document.addEventListener('click', stay);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', stay);
  window.history.replaceState(null, '', '/');
});

describe('LanguageSwitch', () => {
  it('on an English page leads to the Hindi page, named in Hindi', () => {
    const link = renderAt('/about-us?from=ad#team', 'en');
    expect(link).toHaveAttribute('href', '/hi/about-us?from=ad#team');
    expect(link).toHaveTextContent('हिंदी');
    expect(link).toHaveAttribute('lang', 'hi');
    expect(link).toHaveAttribute('hreflang', 'hi-IN');
    // Named by its text alone, in its own language.
    expect(link).toHaveAccessibleName('हिंदी');
  });

  it('on a Hindi page leads to the English page, named in English', () => {
    const link = renderAt('/hi/online-course', 'hi');
    expect(link).toHaveAttribute('href', '/online-course');
    expect(link).toHaveTextContent('English');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('hreflang', 'en-IN');
    expect(link).toHaveAccessibleName('English');
  });

  it('links the two home pages', () => {
    expect(renderAt('/', 'en')).toHaveAttribute('href', '/hi');
    cleanup();
    expect(renderAt('/hi', 'hi')).toHaveAttribute('href', '/');
  });

  it('remembers the language chosen and leaves the link to the browser', () => {
    const link = renderAt('/about-us', 'en');
    fireEvent.click(link);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
    cleanup();
    fireEvent.click(renderAt('/hi/about-us', 'hi'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });
});

describe('FrameLanguageSwitch (outside the router)', () => {
  it('leads to the page in the address bar, and follows the router', () => {
    window.history.replaceState(null, '', '/hi/about-us?x=1#team');
    render(inLanguage('hi', <FrameLanguageSwitch />));
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/about-us?x=1#team');
    window.history.pushState(null, '', '/hi/contact-us');
    act(() => pagePathChanged());
    expect(link).toHaveAttribute('href', '/contact-us');
    fireEvent.click(link);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });
});

describe('pageIn', () => {
  it('puts the path in the language, keeping query and fragment', () => {
    expect(pageIn('/about-us?x=1#y', 'hi')).toBe('/hi/about-us?x=1#y');
    expect(pageIn('/?x=1', 'hi')).toBe('/hi?x=1');
    expect(pageIn('/#top', 'en')).toBe('/#top');
  });
});

describe('the switch and the offer stay on the site, whatever the address', () => {
  const SITE = 'https://academy.example';
  // Paths a visitor can be sent to that a browser would read, once the prefix is gone, as
  // another host: two slashes, a backslash, a tab or a newline between the slashes.
  const hostile = [
    ['/hi//evil.example/x?q=1#top', '/evil.example/x?q=1#top'],
    ['/hi/\\evil.example/x', '/evil.example/x'],
    ['/hi/%09/evil.example', '/%09/evil.example'],
    ['/hi////evil.example', '/evil.example'],
  ] as const;

  it.each(hostile)('the switch on %s links to %s, a path of this site', (url, expected) => {
    const link = renderAt(url, 'hi');
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(expected);
    expect(new URL(href, SITE).origin).toBe(SITE);
  });

  it('the switch on an English page whose path starts with // links to a Hindi path', () => {
    const link = renderAt('//evil.example/x', 'en');
    expect(link).toHaveAttribute('href', '/hi/evil.example/x');
  });

  it('pageIn and the offer keep a tab or a newline from opening another host', () => {
    expect(pageIn('/\t/evil.example/x', 'en')).toBe('/evil.example/x');
    expect(pageIn('/\n//evil.example', 'hi')).toBe('/hi/evil.example');
    expect(pageIn('?x', 'en')).toBe('/?x');
  });

  it('"Read this page in English" on /hi//host links to a path of this site', () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    render(
      inLanguage(
        'hi',
        <MemoryRouter initialEntries={['/hi//evil.example/x?q=1']} basename="/hi">
          <LanguageOffer language="en" />
        </MemoryRouter>,
      ),
    );
    const href = screen.getByRole('link').getAttribute('href') ?? '';
    expect(href).toBe('/evil.example/x?q=1');
    expect(new URL(href, SITE).origin).toBe(SITE);
  });
});
