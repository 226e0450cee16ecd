import { createContext } from 'react';
import type { ServedForm } from '@/lib/form-post.ts';

/**
 * The refused form a served page came with (lib/form-post.ts), held until that form has
 * taken it: it fills the form as the gateway rendered it, the first time the form is shown
 * only. The app (main.tsx) and the page renderer (ssr/render.tsx) provide it.
 */
export class ServedFormHolder {
  constructor(private state: ServedForm | null = null) {}

  /** The held form's state, when it is the form named `id`. */
  of(id: string): ServedForm | null {
    return this.state?.form === id ? this.state : null;
  }

  /** Lets the state go once its form is on screen: the form opened again starts empty. */
  forget(state: ServedForm): void {
    if (this.state === state) this.state = null;
  }
}

export const ServedFormContext = createContext(new ServedFormHolder());
