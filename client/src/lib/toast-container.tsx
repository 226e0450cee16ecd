import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ToastContainerProps } from 'react-toastify';
import { toastsCatalogue } from '@/content/toasts.ts';
import { currentText } from '@/lib/i18n/catalogue.ts';
import { documentLanguage } from '@/lib/i18n/language.ts';

/**
 * Renders the toast container synchronously so the first toast has somewhere to go; its
 * region is named in the page's language (in English until that language's words arrive).
 * @public loaded on demand by lib/toast.ts
 */
export function mountToastContainer(Container: ComponentType<ToastContainerProps>): void {
  const host = document.createElement('div');
  host.id = 'toasts';
  // A live region: modal dialogs (Chakra/zag) leave it out when they hide the rest of the
  // page from assistive technology, so a toast raised from a dialog is still announced.
  host.setAttribute('data-live-announcer', '');
  document.body.appendChild(host);
  const root = createRoot(host);
  const render = () =>
    root.render(
      <Container
        position="top-right"
        newestOnTop
        theme="light"
        aria-label={currentText(toastsCatalogue).toastRegionText.name}
      />,
    );
  flushSync(render);
  void toastsCatalogue.load(documentLanguage()).then(render);
}
