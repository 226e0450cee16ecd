import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { clearUserLog, rememberReturnPath } from './session.ts';

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);

/** Lets the router hand over its navigate function, so the link can redirect in-app. */
export function setApolloNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

export const SIGN_IN_PATH = '/sign-in';

/**
 * The gateway's session is the authority: an UNAUTHENTICATED answer means the stored
 * login record is stale, so clear it and send the user to sign in, keeping where they were.
 */
const sessionLink = new ErrorLink(({ error }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  if (!error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
  const here = window.location.pathname + window.location.search;
  clearUserLog();
  if (window.location.pathname !== SIGN_IN_PATH) {
    rememberReturnPath(here);
    navigateTo(SIGN_IN_PATH);
  }
});

/**
 * The site's Apollo client. On a server (`ssrMode`, client/src/ssr/render.tsx) it answers
 * from what was written into its cache and never goes to the network.
 */
export function createApolloClient({ ssrMode = false }: { ssrMode?: boolean } = {}) {
  return new ApolloClient({
    ssrMode,
    link: ApolloLink.from([
      sessionLink,
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            course: {
              // A course already in the list cache paints the detail page at once.
              read(existing, { args, toReference }) {
                if (existing !== undefined) return existing;
                return args?.id ? toReference({ __typename: 'Course', id: args.id }) : undefined;
              },
            },
          },
        },
      },
    }),
  });
}

/** The field messages of a BAD_USER_INPUT answer, keyed by input field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  for (const e of error.errors) {
    const fields = e.extensions?.fields;
    if (e.extensions?.code === 'BAD_USER_INPUT' && fields && typeof fields === 'object') {
      return Object.fromEntries(
        Object.entries(fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
  }
  return {};
}

/** The message to show for a failed mutation: the server's own words, or the generic one. */
export function errorMessageOf(error: unknown, fallback = 'Something went wrong!'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (
      first &&
      (code === 'PROVIDER_REJECTED' || code === 'BAD_USER_INPUT' || code === 'TOO_MANY_REQUESTS')
    ) {
      return first.message;
    }
  }
  return fallback;
}
