/**
 * The one script every served page runs inline, at the top of its <body> (the gateway
 * writes it there and names its hash in the Content-Security-Policy): it bridges the
 * moment the page is painted and the moment React owns it.
 *
 * Until then:
 * - Links work as links: the next page is served rendered. A link that the app makes an
 *   action for a signed-in student (`data-signed-in-action`: Purchase Now, which takes a
 *   visitor to sign in) is held like a button when this browser has a login record.
 * - A form that posts to its page (lib/form-post.ts: sign-in, sign-up, the enquiry) is sent
 *   the browser's own way: the gateway answers it as the app would, so a visitor on a slow
 *   connection never waits for the app to send it. No other form is ever submitted the
 *   browser's own way (a GET would put what was typed in the URL).
 * - A button with a command (the mobile menu's: the platform's invoker commands) does it
 *   at once.
 * - Any other click on a button, or on a checkbox or radio button (or its label), is held,
 *   so React's state and what the visitor saw never disagree.
 * - Typing goes into the fields as usual; React keeps what it finds there when it hydrates.
 *
 * The app hands over as it creates its root (main.tsx, lib/early-input.ts): the held
 * clicks and submissions are dispatched again, in order, and React, finding the part they
 * land on not yet hydrated, hydrates it at once and then handles them.
 *
 * It also starts the app: the page's modules are fetched once the parsed page has painted,
 * not while it is still being laid out for the first time. The page needs no script to be
 * seen, so its text and images come first on a slow connection, and a slow processor is not
 * compiling the app while it paints.
 *
 * It keeps the login record a page carries after a sign-in the gateway answered, once the
 * page is parsed (keepServedSignIn).
 *
 * Built on its own into a small script (scripts/prerender.ts); it imports only the reader of
 * the element that lists the app's files, the after-paint helper and two names.
 */
import type { EarlyInputHandover } from '@/lib/early-input.ts';
import { afterNextPaint } from '@/lib/after-paint.ts';
import { SIGNED_IN_ELEMENT_ID } from '@/lib/form-post.ts';
import { USER_LOG_KEY } from '@/lib/user-log-key.ts';
import { readAppFiles } from './contract.ts';

/** A form the gateway answers itself when the app is not there to send it. */
const postsToItsPage = (form: HTMLFormElement | null): boolean => form?.method === 'post';

function holdEarlyInput() {
  const held: (() => void)[] = [];
  let handedOver = false;

  /** The control whose click the app handles: a button, a checkbox or a radio button. */
  const controlOf = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    const control = target.closest('button, input, label');
    if (control instanceof HTMLButtonElement) {
      // The platform does what it is for: its submission goes out as it is (onSubmit
      // below), its command (the mobile menu's) opens or closes its dialog.
      const native =
        (control.type === 'submit' && postsToItsPage(control.form)) ||
        control.hasAttribute('commandfor');
      return native ? null : control;
    }
    const input = control instanceof HTMLLabelElement ? control.control : control;
    const toggles = input instanceof HTMLInputElement && /^(checkbox|radio)$/.test(input.type);
    return toggles && control instanceof HTMLElement ? control : null;
  };

  const signedIn = () => {
    try {
      return window.localStorage.getItem(USER_LOG_KEY) !== null;
    } catch {
      return false;
    }
  };

  /** A link the app handles as an action for a signed-in student, when this browser has one. */
  const actionLinkOf = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    const link = target.closest('a[data-signed-in-action]');
    return link instanceof HTMLElement && signedIn() ? link : null;
  };

  /**
   * Clicks a held action link again without letting it navigate: React may take the click
   * only once it has hydrated the link (it replays it then), and the browser would follow
   * the link meanwhile.
   */
  const pressWithoutFollowing = (link: HTMLElement) => {
    const stay = (event: Event) => event.preventDefault();
    link.addEventListener('click', stay, { capture: true, once: true });
    link.click();
  };

  const onClick = (event: MouseEvent) => {
    const control = controlOf(event.target);
    const link = control ? null : actionLinkOf(event.target);
    if (!control && !link) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (control) held.push(() => control.click());
    else if (link) held.push(() => pressWithoutFollowing(link));
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && postsToItsPage(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { submitter } = event;
    if (form instanceof HTMLFormElement) {
      held.push(() => (submitter ? submitter.click() : form.requestSubmit()));
    }
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  // Once the app is here it sends every form: one it left unhandled (its part not hydrated
  // yet) is replayed by React once hydrated, so it must not also go out the browser's way
  // (the event reaches the document last).
  document.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (event.defaultPrevented || (!handedOver && postsToItsPage(form))) return;
    event.preventDefault();
  });

  const handover: EarlyInputHandover = {
    handOver() {
      handedOver = true;
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const replay of held.splice(0)) replay();
    },
  };
  Object.assign(window, { academyEarlyInput: handover });
}

/**
 * Keeps the login record a page carries after a sign-in the gateway answered itself
 * (lib/form-post.ts), as soon as the page is parsed rather than when the app arrives: a
 * student who moves on before then (a slow phone, a chunk that failed) is still known as
 * signed in on the next page. The app reads the same record as it starts (main.tsx).
 */
function keepServedSignIn() {
  const element = document.getElementById(SIGNED_IN_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const record = JSON.parse(element.textContent) as { c_id?: unknown; name?: unknown };
    if (typeof record.c_id !== 'string' || typeof record.name !== 'string') return;
    const log = JSON.stringify({ c_id: record.c_id, name: record.name });
    window.localStorage.setItem(USER_LOG_KEY, log);
  } catch {
    // Not kept here (no storage, or not a record): the app reads it again as it starts.
  }
}

/** Adds the app's modules (listed in the head by the server) to the page. */
function loadApp() {
  const files = readAppFiles();
  if (!files) return;
  const elements = document.createDocumentFragment();
  const add = (element: HTMLScriptElement | HTMLLinkElement) => {
    element.crossOrigin = '';
    element.setAttribute('fetchpriority', 'low');
    elements.append(element);
  };
  for (const href of files.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = files.entry;
  add(script);
  document.head.append(elements);
}

/**
 * Loads the app once the parsed page has been painted: when the document is parsed, the
 * next frame is the one that paints it, and the app is added in the task after it. A page
 * opened out of sight (a background tab) paints nothing until shown, so it loads the app as
 * soon as it is parsed, and is ready when the visitor turns to it.
 */
function loadAppOncePainted() {
  const start = () => {
    keepServedSignIn();
    if (document.visibilityState === 'hidden') loadApp();
    else afterNextPaint(loadApp);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}

holdEarlyInput();
loadAppOncePainted();
