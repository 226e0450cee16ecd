/**
 * A short-lived cache of whole answers to public queries (courses, course, paymentConfig),
 * in front of Apollo: the hottest reads of the site skip the GraphQL pipeline entirely.
 * Only answers without errors are kept, only for operations whose every root field is
 * public, and only while the public data they were built from is within the budget
 * (PUBLIC_CACHE_TTL_MS from when that data was read, not from when the answer was made).
 * With REDIS_URL the answers are shared by every gateway. Nothing customer-scoped is ever
 * stored: such operations never match.
 */
import type { RequestHandler, Response } from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { TieredCache } from '../store/cache.ts';
import type { GatewayStore } from '../store/store.ts';
import { publicDataAtOf } from './context.ts';

const PUBLIC_ROOT_FIELDS = new Set(['courses', 'course', 'paymentConfig', '__typename']);
const MAX_ENTRIES = 200;
const MAX_QUERIES_REMEMBERED = 500;
/** Longer Accept headers are not worth a cache entry of their own. */
const MAX_ACCEPT_LENGTH = 200;

interface Entry {
  body: string;
  /** The type Apollo chose for this Accept header (application/json or graphql-response+json). */
  contentType: string;
}

/** Whether every root field of the (single) query operation is public. */
export function isPublicQuery(document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || !operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value) && !s.directives?.length,
  );
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/** The answer was not one to keep (an error, a failure): each waiting request runs its own. */
class NotKept extends Error {}

interface ResponseCacheOptions {
  ttlMs: number;
  now: () => Date;
  /** The store every gateway shares (Redis); null keeps answers in this process. */
  shared?: GatewayStore | null;
}

export function publicResponseCache(options: ResponseCacheOptions): RequestHandler {
  if (options.ttlMs <= 0) return (_req, _res, next) => next();
  const now = () => options.now().getTime();
  const answers = new TieredCache<Entry>({
    name: 'graphql-response',
    budgetMs: options.ttlMs,
    max: MAX_ENTRIES,
    now,
    shared: options.shared ?? null,
  });
  const publicQueries = new LRUCache<string, boolean>({ max: MAX_QUERIES_REMEMBERED });

  const isPublic = (query: string): boolean => {
    let known = publicQueries.get(query);
    if (known === undefined) {
      try {
        known = isPublicQuery(parse(query));
      } catch {
        known = false;
      }
      publicQueries.set(query, known);
    }
    return known;
  };

  return (req, res, next) => {
    if (req.method !== 'POST' || !req.is('application/json')) return next();
    const body = req.body as GraphQLBody | undefined;
    // Persisted-query hashes and non-string queries take the normal path.
    if (!body || typeof body.query !== 'string' || body.extensions !== undefined) return next();
    const accept = req.headers.accept ?? '';
    if (accept.length > MAX_ACCEPT_LENGTH || !isPublic(body.query)) return next();

    // The answer's type depends on what the client accepts: one entry per Accept header.
    const key = JSON.stringify([
      accept,
      body.query,
      body.variables ?? null,
      body.operationName ?? null,
    ]);
    // This request runs Apollo when no answer is cached or in flight; identical requests
    // meanwhile wait for its answer.
    let ran = false;
    const answer = answers.get(key, () => {
      ran = true;
      return new Promise((resolve, reject) => {
        const startedAt = now();
        captureAnswer(res, (body) => {
          const contentType = res.getHeader('content-type');
          if (
            res.statusCode === 200 &&
            typeof contentType === 'string' &&
            !body.includes('"errors"')
          ) {
            // As old as the oldest public data in it (paymentConfig alone: made just now).
            resolve({
              value: { body, contentType },
              fetchedAtMs: publicDataAtOf(res) ?? startedAt,
            });
          } else reject(new NotKept());
        });
        res.once('close', () => reject(new NotKept()));
        next();
      });
    });
    answer.then(
      ({ value }) => {
        if (ran) return;
        res.status(200).setHeader('Content-Type', value.contentType);
        res.send(value.body);
      },
      () => {
        if (!ran) next();
      },
    );
  };
}

/** Calls `onAnswer` with the body Apollo sends, once, then sends it as usual. */
function captureAnswer(res: Response, onAnswer: (body: string) => void): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string') onAnswer(body);
    else if (Buffer.isBuffer(body)) onAnswer(body.toString('utf8'));
    res.send = send;
    return send(body);
  };
}
