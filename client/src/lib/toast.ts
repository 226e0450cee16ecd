/**
 * Toasts through react-toastify, loaded on first use so it stays out of the first load.
 * Top-right; 2000 ms on the course and enquiry flows (pass `short: true`), the library's
 * 5 s elsewhere (SPEC.md §8).
 */
import { shellCatalogue } from '@/content/shell.ts';
import { currentText } from '@/lib/i18n/catalogue.ts';
import type * as ReactToastify from 'react-toastify';
import { useEffect } from 'react';
import type { Notice } from './form-post.ts';

type Kind = Notice['kind'];

export interface ToastOptions {
  short?: boolean;
  /**
   * For a toast raised as the app opens another page: shown once that page is on screen.
   * Raised at once, the toast's own renders would each make React start the new page's
   * render over, which on a slow phone delays the page by as much as they take.
   */
  withNextPage?: boolean;
}

const SHORT_TOAST_MS = 2000;
const DEFAULT_TOAST_MS = 5000;
/** SPEC.md §8's fallback error toast, in the page's language. */
export const somethingWentWrong = (): string =>
  currentText(shellCatalogue).shellText.somethingWentWrong;

type Toastify = typeof ReactToastify;
let loaded: Promise<Toastify> | null = null;

/** Loads react-toastify and mounts its container once, in a root of its own. */
function loadToastify(): Promise<Toastify> {
  loaded ??= Promise.all([import('react-toastify'), import('./toast-container.tsx')]).then(
    ([toastify, container]) => {
      container.mountToastContainer(toastify.ToastContainer);
      return toastify;
    },
  );
  return loaded;
}

/** Loads react-toastify ahead of a toast the visitor is likely to see next. */
export function preloadToasts(): void {
  void loadToastify();
}

/** For a form whose answer is a toast: react-toastify loads once the browser is idle. */
export function usePreloadToasts(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
    if (!idle) return preloadToasts();
    const handle = idle(preloadToasts);
    return () => window.cancelIdleCallback(handle);
  }, []);
}

/** Toasts waiting for the page being opened (see `withNextPage`). */
let waitingForPage: (() => void)[] = [];

/**
 * Shows the toasts raised for the page now on screen; the layout calls it once a new page
 * has been committed and painted (components/layout/layout.tsx).
 */
export function showToastsWithPage(): void {
  const waiting = waitingForPage;
  waitingForPage = [];
  for (const show of waiting) show();
}

function showToast(kind: Kind, message: string, options: ToastOptions = {}): void {
  if (options.withNextPage) {
    preloadToasts();
    waitingForPage.push(() => showToast(kind, message, { short: options.short }));
    return;
  }
  void loadToastify().then(({ toast }) => {
    toast[kind](message, {
      position: 'top-right',
      autoClose: options.short ? SHORT_TOAST_MS : DEFAULT_TOAST_MS,
    });
  });
}

/** A notice (lib/form-post.ts) as a toast: what a served page shows without the app. */
export const showNotice = ({ kind, message, short }: Notice, options?: ToastOptions) =>
  showToast(kind, message, { ...options, short });

export const toastSuccess = (m: string, o?: ToastOptions) => showToast('success', m, o);
export const toastError = (m: string, o?: ToastOptions) => showToast('error', m, o);
export const toastWarning = (m: string, o?: ToastOptions) => showToast('warning', m, o);
