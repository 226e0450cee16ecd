/**
 * A staff page's queries the gateway rendered refused (client/src/ssr/staff-render.ts), as
 * the page carries them: by operation name, with the errors. The staff room's queries take
 * them on their first render (features/staff/api/staff-query.ts), so the browser shows what
 * the server rendered; once the page has hydrated they are let go, and a page opened later
 * within the app asks afresh.
 */
import type { GraphQLFormattedError } from 'graphql';

export const STAFF_REFUSALS_ELEMENT_ID = 'academy-staff-refusals';

type Refusals = Readonly<Record<string, readonly GraphQLFormattedError[]>>;

/** Read once from the page (undefined: not yet). */
let served: Refusals | null | undefined;

export function servedRefusals(): Refusals | null {
  if (served !== undefined) return served;
  served = null;
  if (typeof document === 'undefined') return served;
  const element = document.getElementById(STAFF_REFUSALS_ELEMENT_ID);
  try {
    served = element?.textContent ? (JSON.parse(element.textContent) as Refusals) : null;
  } catch {
    served = null;
  } finally {
    element?.remove();
  }
  return served;
}

export function forgetServedRefusals(): void {
  served = null;
}
