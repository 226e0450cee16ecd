import { createContext, use, useEffect, useState } from 'react';
import {
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  formToken,
  readServedForm,
  type ServedForm,
} from '@/lib/form-post.ts';

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

/**
 * The state a served page's form came with, when it is this form's: taken by the form's
 * first render, and forgotten once it is on screen, so the form opened again is empty.
 */
export function useServedForm(id: string | undefined): ServedForm | null {
  const holder = use(ServedFormContext);
  const [served] = useState(() => (id === undefined ? null : holder.of(id)));
  useEffect(() => {
    if (served) holder.forget(served);
  }, [holder, served]);
  return served;
}

/**
 * What a form posted without the app carries beside its fields: its name and the visitor's
 * form token (lib/form-post.ts). Here, beside the served state, so a page's small form (the
 * coupon field, the staff room's) takes both without the schema forms' libraries.
 */
export function FormPostFields({ id }: { id: string }) {
  const token = formToken();
  return (
    <>
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
    </>
  );
}
