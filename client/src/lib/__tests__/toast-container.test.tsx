// @vitest-environment happy-dom
/**
 * The toasts' region is named in the page's language, with the keys that reach it: a Hindi
 * page's screen-reader user hears सूचनाएँ, not react-toastify's English default.
 */
import { waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { mountToastContainer } from '../toast-container.tsx';

afterEach(() => {
  document.getElementById('toasts')?.remove();
  document.documentElement.lang = '';
});

describe('the toast container', () => {
  it.each([
    ['en', 'Notifications (Alt+T)'],
    ['hi', 'सूचनाएँ (Alt+T)'],
  ])('names its region in the page’s language (%s)', async (lang, name) => {
    document.documentElement.lang = lang;
    mountToastContainer(ToastContainer);
    await waitFor(() =>
      expect(document.querySelector('#toasts section')?.getAttribute('aria-label')).toBe(name),
    );
  });
});
