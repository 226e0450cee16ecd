/**
 * A short-lived cache of whole answers to public queries (courses, course, paymentConfig),
 * in front of Apollo: the hottest reads of the site skip the GraphQL pipeline entirely.
 * Only answers without errors are kept, only for operations whose every root field is
 * public, and for no longer than the public data cache keeps course data. Nothing
 * customer-scoped is ever stored: such operations never match.
 */
import type { RequestHandler, Response } from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

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

export function publicResponseCache(options: { ttlMs: number; now: () => Date }): RequestHandler {
  if (options.ttlMs <= 0) return (_req, _res, next) => next();
  const answers = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    ttl: options.ttlMs,
    perf: { now: () => options.now().getTime() },
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
    const hit = answers.get(key);
    if (hit) {
      res.status(200).setHeader('Content-Type', hit.contentType);
      res.send(hit.body);
      return;
    }
    captureAnswer(res, (answer) => {
      const contentType = res.getHeader('content-type');
      if (
        res.statusCode === 200 &&
        typeof contentType === 'string' &&
        !answer.includes('"errors"')
      ) {
        answers.set(key, { body: answer, contentType });
      }
    });
    next();
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
