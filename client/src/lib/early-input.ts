/**
 * The app's side of the inline start-up script (client/src/ssr/early-input.ts), which
 * holds the clicks and submissions a visitor makes before the app owns the page.
 */
export interface EarlyInputHandover {
  /** Stops holding and dispatches what was held, in order. */
  handOver: () => void;
}

declare global {
  interface Window {
    academyEarlyInput?: EarlyInputHandover;
  }
}

/** Call right after creating the root: React then handles what was held. */
export function handOverEarlyInput(): void {
  const early = window.academyEarlyInput;
  window.academyEarlyInput = undefined;
  early?.handOver();
}
