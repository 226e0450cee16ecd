import { use, useEffect, useState } from 'react';
import type { ServedForm } from '@/lib/form-post.ts';
import { ServedFormContext } from './served-form.ts';

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
