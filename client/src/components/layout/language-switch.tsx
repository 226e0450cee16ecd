import { Link, type LinkProps } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import {
  languageNames,
  localeOf,
  localizedPath,
  rememberLanguage,
  useLanguage,
  type Language,
} from '@/lib/i18n/language.ts';
import { useIsHydrating } from '@/lib/use-is-hydrating.ts';
import { usePagePath } from './page-path.ts';

type SwitchProps = Omit<LinkProps, 'href' | 'lang' | 'hrefLang' | 'children'>;

/**
 * The language switch: a link to the same page in the other language, named in that
 * language ('हिंदी' on English pages, 'English' on Hindi ones). A plain link, not the
 * router's: the other language is another basename, so the browser loads the page afresh.
 * Following it remembers the choice (a cookie the gateway reads where no URL says).
 */
export function LanguageSwitch(props: SwitchProps) {
  const { pathname, search, hash } = useLocation();
  // The server rendered the page's path alone (its query and fragment are the browser's):
  // hydrated as rendered, then completed.
  const hydrating = useIsHydrating();
  return <SwitchLink location={hydrating ? pathname : pathname + search + hash} {...props} />;
}

/** The same switch for the footer, outside the router (SiteFrame). */
export function FrameLanguageSwitch(props: SwitchProps) {
  return <SwitchLink location={usePagePath()} {...props} />;
}

/** A router path with its query and fragment, in a language: '/about-us?x' -> '/hi/about-us?x'. */
export function pageIn(page: string, language: Language): string {
  const end = page.search(/[?#]/);
  const pathname = end < 0 ? page : page.slice(0, end);
  return localizedPath(pathname || '/', language) + page.slice(pathname.length);
}

function SwitchLink({ location, onClick, ...props }: SwitchProps & { location: string }) {
  const other: Language = useLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <Link
      href={pageIn(location, other)}
      lang={other}
      hrefLang={localeOf[other]}
      onClick={(event) => {
        onClick?.(event);
        // The browser follows the link: a full load of the page in the other language.
        rememberLanguage(other);
      }}
      fontWeight="medium"
      whiteSpace="nowrap"
      {...props}
    >
      {languageNames[other]}
    </Link>
  );
}
