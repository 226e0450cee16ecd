/**
 * What a visitor does on a prerendered page before the app has taken it over: the page
 * loader (client/src/page-loader.ts) holds the last click on a button, a link or a checkbox
 * and the last form submission, so nothing is lost and no form is sent the browser's own way (a GET that
 * would put what was typed, a password even, in the URL). The app releases them once the
 * page is hydrated, and they happen then.
 */
export interface EarlyInput {
  /** Replays the held action, if any, and stops holding. */
  release: () => void;
}

declare global {
  interface Window {
    academyEarlyInput?: EarlyInput;
  }
}

/** Called once the page is hydrated (or rendered afresh). */
export function releaseEarlyInput(): void {
  const early = window.academyEarlyInput;
  window.academyEarlyInput = undefined;
  early?.release();
}
