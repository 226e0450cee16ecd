/**
 * A built client for gateway tests of data pages: the course pages' shells and recipes as
 * scripts/prerender.ts writes them, and the page renderer taken from the sources.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { PREFETCHABLE } from '../../client/src/lib/prefetch.ts';
import {
  DATA_PAGE_SUFFIX,
  PLACEHOLDERS,
  type DataPageRecipe,
} from '../../gateway/site/data-pages.ts';

/** The renderer the gateway loads for data pages (the build's dist/prerender, from source). */
export const RENDERER = fileURLToPath(
  new URL('../../client/src/entry-server.tsx', import.meta.url),
);

const query = (name: keyof typeof PREFETCHABLE) => print(addTypenameToDocument(PREFETCHABLE[name]));

/** A built client with the course pages' shells and recipes, as scripts/prerender.ts writes them. */
export function builtClient(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gateway-data-pages-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div><!-- bare shell -->');
  const template =
    `<!doctype html><html lang="en"><head><title>${PLACEHOLDERS.title}</title>` +
    `<meta name="description" content="${PLACEHOLDERS.description}">${PLACEHOLDERS.head}</head>` +
    `<body><div id="root" data-prerendered="page">${PLACEHOLDERS.html}</div>${PLACEHOLDERS.state}</body></html>`;
  const recipes: Record<string, DataPageRecipe> = {
    'course-detail': {
      queries: [
        { operationName: 'CourseDetail', query: query('CourseDetail'), pathVariables: { id: 1 } },
        { operationName: 'PaymentConfig', query: query('PaymentConfig'), pathVariables: {} },
      ],
      template,
    },
    'online-course': {
      queries: [{ operationName: 'CourseList', query: query('CourseList'), pathVariables: {} }],
      template,
    },
  };
  for (const [name, recipe] of Object.entries(recipes)) {
    writeFileSync(path.join(dist, 'pages', `${name}${DATA_PAGE_SUFFIX}`), JSON.stringify(recipe));
    writeFileSync(path.join(dist, 'pages', `${name}.html`), `<!-- ${name} shell -->`);
  }
  return dist;
}
