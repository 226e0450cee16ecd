import { createContext } from 'react';
import { readServedForm, type ServedForm } from '@/lib/form-post.ts';

/**
 * The refused form a served page came with (lib/form-post.ts), held until that form has
 * taken it: it fills the form as the gateway rendered it, the first time the form is shown
 * only. The page renderer (ssr/render.tsx) provides the state it renders with; in the
 * browser the page's own is read when a form first asks, so the app's first load carries
 * none of this.
 */
export class ServedFormHolder {
  constructor(private state?: ServedForm | null) {}

  /** The held form's state, when it is the form named `id`. */
  of(id: string): ServedForm | null {
    this.state ??= typeof document === 'undefined' ? null : readServedForm();
    return this.state?.form === id ? this.state : null;
  }

  /** Lets the state go once its form is on screen: the form opened again starts empty. */
  forget(state: ServedForm): void {
    if (this.state === state) this.state = null;
  }
}

export const ServedFormContext = createContext(new ServedFormHolder());
