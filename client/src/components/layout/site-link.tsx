import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { localizedPath, useLanguage } from '@/lib/i18n/language.ts';
import { navigateTo } from '@/lib/navigation.ts';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, as the router knows it (without the language's prefix). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site, followed within the app, for parts outside the router (the
 * footer: SiteFrame). A click with a modifier key, another button or a target is the
 * browser's, as with any link; a link to the page shown replaces its history entry. Its
 * address is the page in the page's language (/hi/... on Hindi pages).
 */
export function SiteLink({ to, onClick, ref, children, ...anchor }: SiteLinkProps) {
  const href = localizedPath(to, useLanguage());
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (anchor.target !== undefined && anchor.target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    const target = new URL(href, window.location.href);
    // The router's own path: its basename carries the language.
    navigateTo(to, { replace: target.href === window.location.href });
  };
  return (
    <a {...anchor} ref={ref} href={href} onClick={follow}>
      {children}
    </a>
  );
}
