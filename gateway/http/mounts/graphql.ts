/**
 * POST /graphql (and GET outside production, Apollo's Sandbox): public answers from the
 * response cache, everything else through Apollo with the request's context.
 */
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router } from 'express';
import type { RequestHandler } from 'express';
import { graphqlRunner } from '../../graphql/http-execution.ts';
import { publicResponseCache, publicRootFields } from '../../graphql/response-cache.ts';
import type { Mount } from './mount.ts';

export const GRAPHQL_PATH = '/graphql';
/** Origins of Apollo's hosted Sandbox, allowed to call /graphql outside production. */
const SANDBOX_ORIGINS = new Set([
  'https://sandbox.embed.apollographql.com',
  'https://studio.apollographql.com',
]);

function sandboxCors(): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined || !SANDBOX_ORIGINS.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'content-type, authorization, apollo-require-preflight, x-apollo-operation-name, apollographql-client-name, apollographql-client-version',
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}

export const graphql: Mount = ({ config, now, sharedCache, schema, apollo, graphqlContext }) =>
  // A router of its own, so the route table (and the metrics' route label) names /graphql.
  Router().use(
    GRAPHQL_PATH,
    Router().use(
      ...(config.production ? [] : [sandboxCors()]),
      express.json({ limit: config.bodyLimit }),
      publicResponseCache({
        ttlMs: config.publicCacheTtlMs,
        now,
        shared: sharedCache,
        publicFields: publicRootFields(schema),
        run: graphqlRunner(apollo, graphqlContext),
      }),
      expressMiddleware(apollo, { context: graphqlContext }),
    ),
  );
