/**
 * A staff page rendered on the gateway for the staff member who asked: its queries are
 * answered through the gateway's own schema with that request's staff session, so the page
 * arrives with its lists and forms, and works before (or without) the app's scripts.
 *
 * The tree is rendered with Apollo's prerenderStatic, which renders again until every query
 * it meets has its answer. Answers go into the page as its Apollo cache; a query the gateway
 * refused (no staff session, an instructor on an owner's page) or could not answer is
 * rendered refused, and its errors go with the page by operation name, so the browser's
 * first render shows the same (features/staff/api/staff-query.ts) and hydration agrees.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type GraphQLFormattedError } from 'graphql';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import type { ExecuteMutation, FormError } from './contract.ts';

/** Far more than a staff page's chain of queries (the staff member, then the page's own). */
const MAX_RENDERS = 6;

interface StaffClient {
  client: ApolloClient;
  /** Whether any query was answered (the page then carries the cache it was rendered from). */
  answered: () => boolean;
  /** The queries refused or failed, by operation name, with their errors; null for none. */
  refusals: () => Record<string, GraphQLFormattedError[]> | null;
}

/** A failure with no GraphQL answer (the gateway threw): said as its own code. */
const UNANSWERED: GraphQLFormattedError = {
  message: 'The staff room could not be asked.',
  extensions: { code: 'INTERNAL_SERVER_ERROR' },
};

const graphQLErrorOf = ({ message, code, fields }: FormError): GraphQLFormattedError => ({
  message,
  extensions: { code, ...(Object.keys(fields).length > 0 ? { fields } : {}) },
});

/** An Apollo client whose operations run through `execute`, as the visitor who asked. */
export function staffClient(execute: ExecuteMutation): StaffClient {
  let answered = false;
  let refusals: Record<string, GraphQLFormattedError[]> | null = null;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        const refuse = (errors: GraphQLFormattedError[]) => {
          refusals = { ...refusals, [name]: errors };
          observer.next({ data: null, errors });
          observer.complete();
        };
        execute({
          query: print(operation.query),
          operationName: name,
          variables: operation.variables,
        })
          .then(({ data, errors }) => {
            if (errors.length > 0 || data === null) {
              refuse(errors.length > 0 ? errors.map(graphQLErrorOf) : [UNANSWERED]);
              return;
            }
            answered = true;
            observer.next({ data });
            observer.complete();
          })
          .catch(() => refuse([UNANSWERED]));
      }),
  );
  return {
    client: new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() }),
    answered: () => answered,
    refusals: () => refusals,
  };
}

/** The page's markup, once each of its queries has its answer or its refusal. */
export async function renderStaffTree(tree: ReactNode, staff: StaffClient): Promise<string> {
  const { result } = await prerenderStatic({
    tree,
    context: { client: staff.client },
    renderFunction: renderToString,
    maxRerenders: MAX_RENDERS,
  });
  return result;
}
