/**
 * A page's data, asked for by the page loader (client/src/page-loader.ts) as soon as the
 * page's HTML arrives, while the app's code is still downloading; the loader also preloads
 * the page's first image from the answer. scripts/prerender.ts writes which query a page
 * asks for (data-prefetch on #root). The app then uses that one answer instead of asking
 * again: still one request per page, only earlier.
 * - `prefetchLink` answers the page's query from it when the page asks (a prerendered
 *   page hydrates its loading state, then shows the data as any load would end).
 * - `primeCache` writes an answer that has already arrived into the cache before the first
 *   render (a shell page, which shows no loading state yet, then renders with its data).
 */
import { ApolloLink, type ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { CourseDetailDocument, CourseListDocument, PaymentConfigDocument } from '@/gql/graphql.ts';

/**
 * The element in which a page the gateway rendered with its data carries that data
 * (gateway/site/data-pages.ts writes it, main.tsx reads it).
 */
export const RENDERED_DATA_ELEMENT_ID = 'academy-state';

/** The public queries a page may prefetch or be rendered with, by operation name. */
export const PREFETCHABLE = {
  CourseList: CourseListDocument,
  CourseDetail: CourseDetailDocument,
  PaymentConfig: PaymentConfigDocument,
};

/** What a page asks for (written by scripts/prerender.ts as JSON in #root's data-prefetch). */
export interface PrefetchSpec {
  operationName: keyof typeof PREFETCHABLE;
  /** The query as Apollo Client sends it (with __typename fields). */
  query: string;
  /** Variables read from the URL: variable name -> index of the path segment. */
  pathVariables?: Record<string, number>;
  /** Dotted path in the answer's data to the image the page shows first, to preload it. */
  image?: string;
}

/** The request in flight, as the page loader leaves it for the app. */
export interface Prefetched {
  operationName: string;
  variables: Record<string, string>;
  /** The answer's JSON, or null when the request failed. */
  answer: Promise<unknown>;
  /** Set once the answer has arrived. */
  settled?: { answer: unknown };
}

declare global {
  interface Window {
    academyPrefetch?: Prefetched;
  }
}

interface Answer {
  data: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer the app can use as it is: data and no error (errors are asked for again). */
const isAnswer = (value: unknown): value is Answer =>
  isRecord(value) && !('errors' in value) && isRecord(value.data);

/** The prefetched request for this operation, handed out once. */
function take(operationName: string, variables: Record<string, unknown>): Prefetched | null {
  const prefetched = window.academyPrefetch;
  if (!prefetched || prefetched.operationName !== operationName) return null;
  if (JSON.stringify(prefetched.variables) !== JSON.stringify(variables)) return null;
  window.academyPrefetch = undefined;
  return prefetched;
}

/** Answers the page's prefetched query from the early request; other requests go on. */
export const prefetchLink = new ApolloLink((operation, forward) => {
  const prefetched = take(operation.operationName ?? '', operation.variables);
  if (!prefetched) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let closed = false;
    let asked: Subscription | undefined;
    void prefetched.answer.then((answer) => {
      if (closed) return;
      if (isAnswer(answer)) {
        observer.next({ data: answer.data });
        observer.complete();
      } else {
        // The early request failed or carried errors: ask again, as without it.
        asked = forward(operation).subscribe(observer);
      }
    });
    return () => {
      closed = true;
      asked?.unsubscribe();
    };
  });
});

/**
 * Writes the page's prefetched answer into the cache if it has already arrived. True when
 * it did; otherwise the request stays for `prefetchLink`.
 */
export function primeCache(client: ApolloClient): boolean {
  const prefetched = window.academyPrefetch;
  const name = prefetched?.operationName;
  if (!prefetched?.settled || (name !== 'CourseList' && name !== 'CourseDetail')) return false;
  const { answer } = prefetched.settled;
  if (!isAnswer(answer)) return false;
  window.academyPrefetch = undefined;
  const query: DocumentNode = PREFETCHABLE[name];
  client.writeQuery<Record<string, unknown>>({
    query,
    variables: prefetched.variables,
    data: answer.data,
  });
  return true;
}
