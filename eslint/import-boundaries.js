/**
 * Import boundaries, as ESLint rules of our own.
 * - `layers`: the client's imports flow one way, shared code -> features -> app
 *   (client/src/app and client/src/ssr compose features), and no feature imports another.
 * - `gateway-layers`: the gateway's layers point one way (GATEWAY_LAYERS below, drawn in
 *   docs/architecture.md), and the gateway reaches client code only through one module,
 *   client/src/ssr/server-entry.ts. Circles inside the gateway and the client are found by
 *   eslint/__tests__/import-cycles.test.ts, which sees every file at once.
 *
 * Why not eslint-plugin-import(-x)'s no-restricted-paths: its resolvers need unrs-resolver,
 * whose per-platform binaries are not all on the registry this project installs from, so
 * `npm ci` refuses the lock file. Our imports need no resolver: they are relative or start
 * with the `@/` alias (client/src), both mapped to a path here.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_SRC = resolve(ROOT, 'client/src');
const SHARED = new Set(['components', 'hooks', 'lib', 'config', 'content', 'theme', 'testing']);
const APP = new Set(['app', 'ssr']);

/** The file an import names, or null for a package. */
function importedPath(source, file) {
  if (source.startsWith('@/')) return resolve(CLIENT_SRC, source.slice(2));
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return null;
}

/** Calls `check(literal)` with the module named by every import, export-from and import type. */
function importVisitors(check) {
  const visit = (node) => {
    const source = node.source ?? node.expression;
    if (source?.type === 'Literal' && typeof source.value === 'string') check(source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
    // `typeof import('...')` and `import x = require('...')`, in TypeScript.
    TSImportType: visit,
    TSExternalModuleReference: visit,
  };
}

/** Where a path sits in client/src: its top folder and, under features/, the feature. */
function placeOf(path) {
  const inside = relative(CLIENT_SRC, path);
  if (inside.startsWith('..')) return null;
  const [top, feature] = inside.split(sep);
  return { top, feature: top === 'features' ? feature : undefined };
}

function refusal(from, to) {
  if (from.top === 'features') {
    if (to.top === 'features' && to.feature !== from.feature) {
      return 'Features do not import each other: compose them in client/src/app.';
    }
    if (APP.has(to.top)) return 'Features do not import the app.';
  }
  if (SHARED.has(from.top) && (to.top === 'features' || APP.has(to.top))) {
    return 'Shared code does not import features or the app.';
  }
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Shared code -> features -> app; no feature imports another.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    return importVisitors((source) => {
      const path = importedPath(source.value, context.filename);
      const to = path && placeOf(path);
      const message = to && refusal(from, to);
      if (message) context.report({ node: source, message });
    });
  },
};

const GATEWAY = resolve(ROOT, 'gateway');
const CLIENT = resolve(ROOT, 'client');
/** The one module of the client the gateway imports: it lists what the gateway takes. */
const CLIENT_ENTRY = resolve(CLIENT_SRC, 'ssr/server-entry.ts');

/**
 * The gateway's layers, top first, each named by its folders (or, at gateway/'s root, its
 * files). A module imports its own layer and those below, never one above; the last layer
 * holds the leaves every layer may use. What a lower layer needs from a higher one is passed
 * down to it as a value (a function, an object the caller builds).
 */
const GATEWAY_LAYERS = [
  // The process: reads the environment, starts the server, the reconciliation schedule.
  ['index.ts'],
  // The Express server: its mounts (http/mounts/), middleware, limits, metrics' route, a
  // request's context.
  ['http'],
  // What the server mounts: the GraphQL schema and resolvers, the site, class files, the
  // students' calendar feeds, their receipts and certificates, their data's export and
  // their account's deletion; and the mail it sends.
  ['graphql', 'site', 'media', 'calendar', 'documents', 'mail', 'data-rights'],
  // Workflows: start, record, webhook, reconcile; sessions; accounts (passwords, recovery);
  // the staff room's accounts; weekly quizzes (taking, GIFT, seeding).
  ['checkout', 'sessions', 'accounts', 'staff', 'quizzes'],
  // Money, unlock, course and order rules.
  ['domain'],
  // The legacy API and payment API clients; the gateway's state and its durable data (SQL).
  ['upstream', 'store', 'db'],
  // Leaves: settings (config.ts, its parts in config/), client-visible errors, the logger, the
  // metrics' definitions.
  ['config.ts', 'errors.ts', 'logger.ts', 'observability'],
];

const name = (part) => (part.endsWith('.ts') ? part : `${part}/`);
const GATEWAY_ORDER = GATEWAY_LAYERS.slice(1)
  .map((parts) => parts.map(name).join(', '))
  .join(' -> ');

/** A gateway path's first part (a folder or a file at gateway/'s root), or null outside it. */
function gatewayPart(path) {
  const inside = relative(GATEWAY, path);
  if (inside === '' || inside.startsWith('..')) return null;
  return inside.split(sep)[0];
}

/**
 * A folder named like a file of the list (config/ beside config.ts) holds that file's parts:
 * it sits in the file's layer.
 */
const layerOf = (part) =>
  GATEWAY_LAYERS.findIndex((parts) => parts.includes(part) || parts.includes(`${part}.ts`));

const gatewayLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "The gateway's layers point one way; it imports client code only through client/src/ssr/server-entry.ts.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromPart = gatewayPart(file);
    if (fromPart === null) return {};
    const relativeFile = relative(GATEWAY, file).split(sep);
    // Tests sit beside the code they test but may use any module to set it up.
    const isTest = relativeFile.includes('__tests__');
    const fromLayer = layerOf(fromPart);
    const visitors = importVisitors((source) => {
      const path = importedPath(source.value, file);
      if (path === null) return;
      if (!relative(CLIENT, path).startsWith('..') && path !== CLIENT_ENTRY) {
        context.report({
          node: source,
          message:
            'The gateway imports client code only through client/src/ssr/server-entry.ts: add what it needs to that list.',
        });
        return;
      }
      const toPart = gatewayPart(path);
      if (isTest || fromLayer < 0 || toPart === null) return;
      const toLayer = layerOf(toPart);
      if (toLayer >= 0 && toLayer < fromLayer) {
        context.report({
          node: source,
          message: `${name(fromPart)} does not import ${name(toPart)}: the gateway's layers point one way (${GATEWAY_ORDER}); pass what it needs down instead.`,
        });
      }
    });
    if (isTest || fromLayer >= 0) return visitors;
    return {
      ...visitors,
      Program(node) {
        context.report({
          node,
          message: `gateway/${name(fromPart)} is in no layer: place it in GATEWAY_LAYERS (eslint/import-boundaries.js) and in docs/architecture.md.`,
        });
      },
    };
  },
};

export default { rules: { layers, 'gateway-layers': gatewayLayers } };
