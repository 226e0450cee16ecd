import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ToastContainerProps } from 'react-toastify';

/** Renders the toast container synchronously so the first toast has somewhere to go. */
export function mountToastContainer(Container: ComponentType<ToastContainerProps>): void {
  const host = document.createElement('div');
  host.id = 'toasts';
  document.body.appendChild(host);
  const root = createRoot(host);
  flushSync(() => {
    root.render(<Container position="top-right" newestOnTop theme="colored" />);
  });
}
