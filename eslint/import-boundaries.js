/**
 * The client's import boundaries, as an ESLint rule of our own: imports flow one way,
 * shared code -> features -> app (client/src/app and client/src/ssr compose features), and
 * no feature imports another.
 *
 * Why not eslint-plugin-import(-x)'s no-restricted-paths: its resolvers need unrs-resolver,
 * whose per-platform binaries are not all on the registry this project installs from, so
 * `npm ci` refuses the lock file. The client's imports need no resolver: they are relative
 * or start with the `@/` alias (client/src), both mapped to a path here.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const CLIENT_SRC = resolve('client/src');
const SHARED = new Set(['components', 'hooks', 'lib', 'config', 'content', 'theme', 'testing']);
const APP = new Set(['app', 'ssr']);

/** Where a path sits in client/src: its top folder and, under features/, the feature. */
function placeOf(path) {
  const inside = relative(CLIENT_SRC, path);
  if (inside.startsWith('..')) return null;
  const [top, feature] = inside.split(sep);
  return { top, feature: top === 'features' ? feature : undefined };
}

/** The file an import names, or null for a package. */
function importedPath(source, file) {
  if (source.startsWith('@/')) return resolve(CLIENT_SRC, source.slice(2));
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return null;
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
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const path = importedPath(source.value, context.filename);
      const to = path && placeOf(path);
      const message = to && refusal(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers } };
