import { Box, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { shellCatalogue } from '@/content/shell.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { LANGUAGE_COOKIE, useLanguage, type Language } from '@/lib/i18n/language.ts';
import type { AccountSlot } from './account-slot.ts';
import { InLayoutContext } from './layout-context.ts';
import { Navbar } from './navbar.tsx';
import { pagePathChanged, useReportPagePath } from './page-path.ts';
import { afterNextPaint } from '@/lib/after-paint.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { showToastsWithPage } from '@/lib/toast.ts';

interface LayoutProps {
  /** The account controls and dialogs (from the auth feature); without it the navbar has none. */
  account?: AccountSlot;
}

/**
 * Every page's frame inside the router: skip link, navbar and the page in <main>. The footer
 * follows it from outside the router (SiteFrame, site-frame.tsx).
 */
export function Layout({ account }: LayoutProps) {
  const Overlays = account?.Overlays;
  return (
    <InLayoutContext.Provider value={true}>
      <ScrollToTopOnNavigate />
      <PagePathReporter />
      <SkipLink />
      {/* The navbar hydrates as a part of its own (lib/hydration-boundary.tsx); a page's own
          parts have their boundaries in the page. */}
      <HydrationBoundary>
        <Navbar account={account} />
      </HydrationBoundary>
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      {Overlays ? <Overlays /> : null}
      <RememberedLanguageOffer />
    </InLayoutContext.Provider>
  );
}

/**
 * Each new page starts at its top (SPEC.md §2), without the smooth-scroll animation, and
 * then shows the toasts raised for it. A component of its own, so a navigation re-renders
 * it alone, not the navbar and footer.
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // Not for the page the site opened on: a prerendered page can be scrolled before the
    // app starts, and the browser already opens a page at its top.
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  // The toasts raised for this page (lib/toast.ts, withNextPage) follow it on screen.
  useEffect(() => afterNextPaint(showToastsWithPage), [pathname]);
  return null;
}

/**
 * Tells the footer, outside the router, which page is shown (page-path.ts): on the server
 * as the layout renders, in the browser once the router has moved.
 */
function PagePathReporter() {
  const { pathname, search, hash } = useLocation();
  useReportPagePath(pathname);
  useEffect(pagePathChanged, [pathname, search, hash]);
  return null;
}

const LanguageOffer = lazy(() => import('./language-offer.tsx'));

/**
 * On a page in one language, the other one if the visitor chose it before (its cookie):
 * looked at once the page is shown, its code fetched only then.
 */
function RememberedLanguageOffer() {
  const language = useLanguage();
  const [offered, setOffered] = useState<Language | null>(null);
  useEffect(() => {
    // Only a visitor who used the switch has the cookie; the offer's code reads it.
    if (!document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return;
    void import('./language-offer.tsx').then(({ languageToOffer }) =>
      setOffered(languageToOffer(language)),
    );
  }, [language]);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer language={offered} />
    </Suspense>
  );
}

function SkipLink() {
  const { shellText } = useText(shellCatalogue);
  return (
    <chakra.a
      href="#main"
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{
        transform: 'none',
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
    >
      {shellText.skipToContent}
    </chakra.a>
  );
}
