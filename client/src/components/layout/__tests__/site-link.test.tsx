// @vitest-environment happy-dom
/**
 * The footer's links (outside the router): a plain click opens the page within the app; a
 * click the browser owns (a modifier key, another button) is left to the browser; a link to
 * the page shown replaces its history entry.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { SiteLink } from '../site-link.tsx';

const navigate = vi.fn();

beforeEach(() => {
  setNavigator(navigate);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  navigate.mockReset();
});

describe('SiteLink', () => {
  it('is a link to the page, opened within the app on a plain click', () => {
    render(<SiteLink to="/about-us">About Us</SiteLink>);
    const link = screen.getByRole('link', { name: 'About Us' });
    expect(link).toHaveAttribute('href', '/about-us');
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/about-us', { replace: false });
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    render(<SiteLink to="/about-us">About Us</SiteLink>);
    const link = screen.getByRole('link', { name: 'About Us' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces the history entry when it leads to the page shown', () => {
    window.history.replaceState(null, '', '/about-us');
    render(<SiteLink to="/about-us">About Us</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(navigate).toHaveBeenCalledWith('/about-us', { replace: true });
  });

  it('on a Hindi page is a link to the Hindi page, opened at the router path', () => {
    window.history.replaceState(null, '', '/hi/contact-us');
    render(
      <LanguageContext value="hi">
        <SiteLink to="/about-us">हमारे बारे में</SiteLink>
      </LanguageContext>,
    );
    const link = screen.getByRole('link', { name: 'हमारे बारे में' });
    expect(link).toHaveAttribute('href', '/hi/about-us');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/about-us', { replace: false });
  });

  it('on a Hindi page replaces the history entry when it leads to the page shown', () => {
    window.history.replaceState(null, '', '/hi/about-us');
    render(
      <LanguageContext value="hi">
        <SiteLink to="/about-us">हमारे बारे में</SiteLink>
      </LanguageContext>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'हमारे बारे में' }));
    expect(navigate).toHaveBeenCalledWith('/about-us', { replace: true });
  });
});
