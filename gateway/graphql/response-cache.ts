/**
 * A short-lived cache of whole answers to public queries (courses, course, paymentConfig),
 * in front of Apollo: the hottest reads of the site skip the GraphQL pipeline entirely.
 * Only answers without errors are kept, only for operations whose every root field is
 * public, and for no longer than the public data cache keeps course data. Nothing
 * customer-scoped is ever stored: such operations never match.
 */
import type { RequestHandler, Response } from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';

const PUBLIC_ROOT_FIELDS = new Set(['courses', 'course', 'paymentConfig', '__typename']);
const MAX_ENTRIES = 200;
const MAX_QUERIES_REMEMBERED = 500;

interface Entry {
  body: string;
  expires: number;
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
  const answers = new Map<string, Entry>();
  const publicQueries = new Map<string, boolean>();

  const isPublic = (query: string): boolean => {
    let known = publicQueries.get(query);
    if (known === undefined) {
      try {
        known = isPublicQuery(parse(query));
      } catch {
        known = false;
      }
      if (publicQueries.size >= MAX_QUERIES_REMEMBERED) publicQueries.clear();
      publicQueries.set(query, known);
    }
    return known;
  };

  const remember = (key: string, body: string) => {
    if (answers.size >= MAX_ENTRIES) {
      const oldest = answers.keys().next();
      if (!oldest.done) answers.delete(oldest.value);
    }
    answers.set(key, { body, expires: options.now().getTime() + options.ttlMs });
  };

  return (req, res, next) => {
    if (options.ttlMs <= 0 || req.method !== 'POST' || !req.is('application/json')) return next();
    const body = req.body as GraphQLBody | undefined;
    // Persisted-query hashes and non-string queries take the normal path.
    if (!body || typeof body.query !== 'string' || body.extensions !== undefined) return next();
    if (!isPublic(body.query)) return next();

    const key = JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null]);
    const hit = answers.get(key);
    if (hit && hit.expires > options.now().getTime()) {
      res.status(200).type('application/json').send(hit.body);
      return;
    }
    if (hit) answers.delete(key);
    captureAnswer(res, (answer) => {
      if (res.statusCode === 200 && !answer.includes('"errors"')) remember(key, answer);
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
