/**
 * The one script every served page runs inline, at the top of its <body> (the gateway
 * writes it there and names its hash in the Content-Security-Policy): it bridges the
 * moment the page is painted and the moment React owns it.
 *
 * Until then:
 * - Links work as links: the next page is served rendered.
 * - A click on a button, or on a checkbox or radio button (or its label), is held, so
 *   React's state and what the visitor saw never disagree; a form is never submitted the
 *   browser's own way (a GET that would put what was typed, a password even, in the URL).
 * - Typing goes into the fields as usual; React keeps what it finds there when it hydrates.
 *
 * The app hands over as it creates its root (main.tsx, lib/early-input.ts): the held
 * clicks and submissions are dispatched again, in order, and React, finding the part they
 * land on not yet hydrated, hydrates it at once and then handles them.
 *
 * Built on its own into a small script (scripts/prerender.ts); it imports nothing.
 */
import type { EarlyInputHandover } from '@/lib/early-input.ts';

function holdEarlyInput() {
  const held: (() => void)[] = [];

  /** The control whose click the app handles: a button, a checkbox or a radio button. */
  const controlOf = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    const control = target.closest('button, input, label');
    if (control instanceof HTMLButtonElement) return control;
    const input = control instanceof HTMLLabelElement ? control.control : control;
    const toggles = input instanceof HTMLInputElement && /^(checkbox|radio)$/.test(input.type);
    return toggles && control instanceof HTMLElement ? control : null;
  };

  const onClick = (event: MouseEvent) => {
    const control = controlOf(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => control.click());
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target;
    const { submitter } = event;
    if (form instanceof HTMLFormElement) {
      held.push(() => (submitter ? submitter.click() : form.requestSubmit()));
    }
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  // Every form of the site is sent by the app. One the app left unhandled (its part not
  // hydrated yet) must still not go out as a GET: the event reaches the document last.
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) event.preventDefault();
  });

  const handover: EarlyInputHandover = {
    handOver() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const replay of held.splice(0)) replay();
    },
  };
  Object.assign(window, { academyEarlyInput: handover });
}

holdEarlyInput();
