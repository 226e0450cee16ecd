/**
 * The site: link preview images, the Devanagari font, what crawlers read, forms posted
 * without the app, then the pages (rendered ahead or on request) and the built client's
 * files. Form posts come before the pages, which answer every other path they know.
 */
import { Router } from 'express';
import {
  languageOfPath,
  type ExecutePublicQuery,
  type FormError,
} from '../../../client/src/ssr/server-entry.ts';
import { crawlers } from '../../site/crawlers.ts';
import { fonts } from '../../site/fonts.ts';
import { formPosts } from '../../site/form-posts.ts';
import { sitePages } from '../../site/pages.ts';
import { previewImages } from '../../site/preview-images.ts';
import { staticClient } from '../../site/static-client.ts';
import { VisitorParts } from '../../site/visitor-parts.ts';
import { olderOf } from '../../store/cache.ts';
import { routeNamer } from '../metrics.ts';
import type { GatewayServices } from '../services.ts';
import type { Mount } from './mount.ts';

type Services = Pick<GatewayServices, 'apollo' | 'createPublicContext' | 'now'>;

/** A public query run inside the gateway: its data, or null unless it answered cleanly. */
function publicQueries({ apollo, createPublicContext }: Services) {
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const contextValue = createPublicContext();
    const response = await apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') return null;
    const { data, errors } = response.body.singleResult;
    return errors?.length || !data ? null : data;
  };
}

/** Public queries only, so the visitor's session is left out of them. */
function publicExecution({ apollo, createPublicContext, now }: Services): ExecutePublicQuery {
  return async ({ query, operationName, variables }) => {
    const startedAt = now().getTime();
    let oldest: number | null = null;
    const response = await apollo.executeOperation(
      { query, operationName, variables },
      { contextValue: createPublicContext((at) => (oldest = olderOf(oldest, at))) },
    );
    if (response.body.kind !== 'single') return null;
    const { data, errors } = response.body.singleResult;
    return errors?.length || !data ? null : { data, fetchedAt: oldest ?? startedAt };
  };
}

/** A GraphQL error as a served form shows it: its message, code and field messages. */
function formErrorOf(error: { message: string; extensions?: Record<string, unknown> }): FormError {
  const code = error.extensions?.code;
  const fields = error.extensions?.fields;
  return {
    message: error.message,
    code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
    fields:
      typeof fields === 'object' && fields !== null
        ? Object.fromEntries(
            Object.entries(fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {},
  };
}

/** A form's mutations or a staff page's queries, run as the visitor who sent them. */
function visitorOperations({
  apollo,
  graphqlContext,
}: Pick<GatewayServices, 'apollo' | 'graphqlContext'>): Parameters<
  typeof formPosts
>[0]['mutationsFor'] {
  return (req, res) => async (request) => {
    // The visitor's own context, speaking the language of the page it is for.
    const contextValue = {
      ...(await graphqlContext({ req, res })),
      language: languageOfPath(req.path),
    };
    const response = await apollo.executeOperation(request, { contextValue });
    if (response.body.kind !== 'single') return { data: null, errors: [] };
    const { data, errors = [] } = response.body.singleResult;
    return { data: data ?? null, errors: errors.map(formErrorOf) };
  };
}

export const site: Mount = (services) => {
  const { config, siteBuild, sessionSecret, now, logger } = services;
  const publicQuery = publicQueries(services);
  const executePublic = publicExecution(services);
  // Forms' mutations and staff pages' queries: run as the visitor who sent the request.
  const asVisitor = visitorOperations(services);
  const visitors = new VisitorParts({ secret: sessionSecret, production: config.production });
  return Router().use(
    previewImages({
      logger,
      courseFacts: async (id) => {
        const data = await publicQuery(
          'query PreviewCourse($id: ID!) { course(id: $id) { id title finalPrice } }',
          { id },
        );
        const course = data?.course as { id: string; title: string; finalPrice: number } | null;
        return course ?? null;
      },
    }),
    fonts(),
    crawlers({
      siteUrl: config.siteUrl,
      clientDist: config.clientDist,
      now,
      logger,
      builtAt: () => {
        const version = siteBuild.current()?.version;
        return version === undefined ? null : new Date(version);
      },
      courses: async () => {
        const data = await publicQuery('{ courses { id title } }');
        return (data?.courses as { id: string; title: string }[] | undefined) ?? null;
      },
    }),
    formPosts({
      build: siteBuild,
      visitors,
      siteUrl: config.siteUrl,
      executePublic,
      now,
      logger,
      mutationsFor: asVisitor,
    }),
    staticClient(
      config.clientDist,
      sitePages({
        build: siteBuild,
        visitors,
        routeNamer,
        siteUrl: config.siteUrl,
        ttlMs: config.publicCacheTtlMs,
        now,
        logger,
        execute: executePublic,
        sessionFor: asVisitor,
      }),
    ),
  );
};
