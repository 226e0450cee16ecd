/**
 * A short-lived cache of whole answers to public queries, in front of Apollo's own HTTP
 * handler: the hottest reads of the site skip the GraphQL pipeline entirely. Which root
 * fields are public is said once, in the schema (`@publicData`), and read from it here.
 * Only answers without errors are kept, only for operations whose every root field is
 * public, and only while the public data they were built from is within the budget
 * (PUBLIC_CACHE_TTL_MS from when that data was read, not from when the answer was made).
 * With REDIS_URL the answers are shared by every gateway. Nothing customer-scoped is ever
 * stored: such operations never match. A miss runs Apollo through its public integration
 * API (http-execution.ts) and keeps the answer before sending it.
 *
 * Why not Apollo's response-cache plugin: it answers from inside the request pipeline, after
 * every plugin's hooks, which cost the cached course list about 40% more CPU than this and
 * took the gateway below the provider's own throughput (docs/decisions).
 */
import type { HTTPGraphQLResponse } from '@apollo/server';
import type { RequestHandler } from 'express';
import { Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { TieredCache } from '../store/cache.ts';
import type { GatewayStore } from '../store/store.ts';
import { publicDataAtOf } from './context.ts';
import { languageOf } from './language.ts';
import { completeBody, sendGraphQLResponse, type RunGraphQL } from './http-execution.ts';

/** The schema's mark on root fields whose answers hold public data only. */
const PUBLIC_DATA_DIRECTIVE = 'publicData';
const MAX_ENTRIES = 200;
const MAX_QUERIES_REMEMBERED = 500;
/** Longer Accept headers are not worth a cache entry of their own. */
const MAX_ACCEPT_LENGTH = 200;

interface Entry {
  body: string;
  /** The type Apollo chose for this Accept header (application/json or graphql-response+json). */
  contentType: string;
}

/** The Query fields the schema marks `@publicData`, and `__typename`. */
export function publicRootFields(schema: GraphQLSchema): ReadonlySet<string> {
  const fields = Object.values(schema.getQueryType()?.getFields() ?? {});
  const marked = fields.filter((field) =>
    field.astNode?.directives?.some((directive) => directive.name.value === PUBLIC_DATA_DIRECTIVE),
  );
  return new Set(['__typename', ...marked.map((field) => field.name)]);
}

/** Whether every root field of the (single) query operation is public. */
export function isPublicQuery(document: DocumentNode, publicFields: ReadonlySet<string>): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || !operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && publicFields.has(s.name.value) && !s.directives?.length,
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
  /** Root fields whose answers are public (publicRootFields of the schema). */
  publicFields: ReadonlySet<string>;
  /** Runs a request through Apollo without sending the answer. */
  run: RunGraphQL;
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
        known = isPublicQuery(parse(query), options.publicFields);
      } catch {
        known = false;
      }
      publicQueries.set(query, known);
    }
    return known;
  };

  return async (req, res, next) => {
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
    let own: HTTPGraphQLResponse | undefined;
    try {
      const { value } = await answers.get(key, async () => {
        const startedAt = now();
        const response = await options.run(req, res);
        own = response;
        const text = completeBody(response);
        const contentType = response.headers.get('content-type');
        if (
          (response.status ?? 200) !== 200 ||
          text === null ||
          contentType === undefined ||
          text.includes('"errors"')
        ) {
          throw new NotKept();
        }
        // As old as the oldest public data in it (paymentConfig alone: made just now).
        return {
          value: { body: text, contentType },
          fetchedAtMs: publicDataAtOf(res) ?? startedAt,
        };
      });
      if (own) return await sendGraphQLResponse(res, own);
      // As Apollo's answer says them (language.ts): the data is the same in every language,
      // but a client or a cache in between reads the headers of this answer.
      res.setHeader('Content-Language', languageOf(req));
      res.vary('Accept-Language');
      res.status(200).setHeader('Content-Type', value.contentType);
      res.send(value.body);
    } catch (error) {
      if (own) return sendGraphQLResponse(res, own);
      // Another request's answer was not kept: this one runs its own.
      if (error instanceof NotKept) return next();
      next(error);
    }
  };
}
