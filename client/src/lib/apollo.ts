import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  type DefaultContext,
} from '@apollo/client';
import { tap } from 'rxjs';
import { paths } from '@/config/paths.ts';
import { authCatalogue } from '@/content/auth.ts';
import { currentText } from './i18n/catalogue.ts';
import { unlocalizedPath, type Language } from './i18n/language.ts';
import { navigateTo } from './navigation.ts';
import { clearUserLog, getUserLog, rememberReturnPath } from './session.ts';
import { somethingWentWrong, toastError, toastWarning, type ToastOptions } from './toast.ts';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * What an ended session means for this operation (see `sessionLink`). 'visitor': the
     * operation only adds to a public page, which carries on as a visitor's. By default
     * the operation needs the session: the user signs in again and comes back here.
     * 'staff': a staff room operation, whose session is not the student's: its end is the
     * staff page's to show, and the student's login record is left alone.
     */
    whenSignedOut?: 'visitor' | 'sign-in' | 'staff';
    /** The warning shown on the way to sign in; 'Please! Sign in first.' by default. */
    signInNotice?: string;
  }
}

const hasCode = (error: { extensions?: Record<string, unknown> }, code: string) =>
  error.extensions?.code === code;

/**
 * Whether an answer says the gateway no longer knows this browser's session: an
 * UNAUTHENTICATED error, or `me` (the gateway's word on who is asking) null while the page
 * believes someone is signed in.
 */
function endsSession(result: ApolloLink.Result): boolean {
  if ('errors' in result && result.errors?.some((error) => hasCode(error, 'UNAUTHENTICATED')))
    return true;
  return 'data' in result && result.data?.me === null && getUserLog() !== null;
}

/**
 * The one place an ended session is handled. The gateway's session is the authority, so
 * the stored login record goes. An operation that needs the session then sends the user
 * to sign in, remembering where they were; a public page's optional extra (context
 * `whenSignedOut: 'visitor'`) leaves the page as it is, now a visitor's.
 */
function sessionEnded(context: DefaultContext): void {
  const believedSignedIn = getUserLog() !== null;
  clearUserLog();
  // The router's own path: a Hindi page's without its /hi.
  const path = unlocalizedPath(window.location.pathname);
  if (context.whenSignedOut === 'visitor' || path === paths.signIn) return;
  rememberReturnPath(path + window.location.search);
  navigateTo(paths.signIn);
  if (believedSignedIn) {
    toastWarning(context.signInNotice ?? currentText(authCatalogue).sessionText.signInFirst);
  }
}

const sessionLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      const context = operation.getContext();
      if (context.whenSignedOut !== 'staff' && endsSession(result)) sessionEnded(context);
    }),
  ),
);

/**
 * The site's Apollo client, asking in the page's language (the gateway's messages follow
 * Accept-Language). On a server (`ssrMode`, client/src/ssr/render.tsx) it answers from what
 * was written into its cache and never goes to the network.
 */
export function createApolloClient({
  ssrMode = false,
  language = 'en',
}: { ssrMode?: boolean; language?: Language } = {}) {
  return new ApolloClient({
    ssrMode,
    link: ApolloLink.from([
      sessionLink,
      new HttpLink({
        uri: '/graphql',
        credentials: 'same-origin',
        headers: { 'Accept-Language': language },
      }),
    ]),
    cache: new InMemoryCache(),
  });
}

function graphQLErrorsOf(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

/**
 * Whether the gateway refused a password sign-in while the account is held and offers a code
 * by e-mail instead (`extensions.signInCode`).
 */
export function offersSignInCode(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => e.extensions?.signInCode === true);
}

/** The field messages of a BAD_USER_INPUT answer, keyed by input field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  for (const e of graphQLErrorsOf(error)) {
    const fields = e.extensions?.fields;
    if (hasCode(e, 'BAD_USER_INPUT') && fields && typeof fields === 'object') {
      return Object.fromEntries(
        Object.entries(fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
  }
  return {};
}

/**
 * Codes whose message is written for the user (SERVICE_UNAVAILABLE: the gateway's records
 * are away for a moment and nothing was lost, which says more than 'Something went wrong!').
 */
const USER_MESSAGE_CODES = new Set([
  'PROVIDER_REJECTED',
  // The gateway's refusals (a locked lesson, a deleted account) are written for the student.
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
]);

/** Whether the error is the gateway saying the session has ended (`sessionLink` handles it). */
export function isSessionEnded(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => hasCode(e, 'UNAUTHENTICATED'));
}

/**
 * Shows a failed operation as an error toast: the server's own words where they are meant
 * for the user, else 'Something went wrong!'. Nothing for an ended session: the session
 * link has already told the user and sent them to sign in.
 */
export function toastFailure(error: unknown, options?: ToastOptions): void {
  if (isSessionEnded(error)) return;
  const first = graphQLErrorsOf(error)[0];
  const code = first?.extensions?.code;
  toastError(
    failureMessage(
      typeof code === 'string' ? code : undefined,
      first?.message,
      somethingWentWrong(),
    ),
    options,
  );
}

/** What a failed operation tells the user: the server's words where they are meant for them. */
export const failureMessage = (
  code: string | undefined,
  message: string | undefined,
  fallback: string,
): string =>
  message !== undefined && code !== undefined && USER_MESSAGE_CODES.has(code) ? message : fallback;

/**
 * Runs a mutation for an `api/` hook: a failure is shown as a toast (`toastFailure`) and
 * thrown on, so a form can put a BAD_USER_INPUT's field messages under its fields.
 */
export async function reportingFailure<T>(run: () => Promise<T>, options?: ToastOptions) {
  try {
    return await run();
  } catch (error) {
    toastFailure(error, options);
    throw error;
  }
}
