/**
 * No circle of imports inside the gateway, nor inside the client. ESLint sees one file at a
 * time, so this walks every file of a folder at once: the modules each one names
 * (TypeScript's own reading of its imports, `import type` and `export ... from` included: a
 * circle of types is still a circle; relative, or through a path alias such as the client's
 * `@/`), then any circle among them.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface GraphOptions {
  /** Path aliases: an import starting with the key names a file under the folder. */
  aliases?: Record<string, string>;
  /**
   * Leave out what a file loads only with `import()`. The client splits its code there (a
   * catalogue's Hindi text is a chunk typed against the English it translates, which loads
   * it): the chunk runs after its loader has finished, so that way back is no circle. Where
   * a lazy import may point is still the `layers` lint rule's to say.
   */
  splitAtLazyImports?: boolean;
}

/** The file an import names, or null for a package. */
function importedPath(file: string, name: string, aliases: GraphOptions['aliases']): string | null {
  if (name.startsWith('.')) return resolve(dirname(file), name);
  for (const [prefix, folder] of Object.entries(aliases ?? {})) {
    if (name.startsWith(prefix)) return resolve(folder, name.slice(prefix.length));
  }
  return null;
}

/** The module names a file passes to `import()`, once for each call. */
function lazyImports(file: string, text: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [name] = node.arguments;
      if (name && ts.isStringLiteralLike(name)) names.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest));
  return names;
}

/** Every .ts and .tsx file under `root`, with the files under `root` it imports. */
function importGraph(root: string, options: GraphOptions = {}): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, file));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const names = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
      if (options.splitAtLazyImports && text.includes('import(')) {
        for (const lazy of lazyImports(file, text)) names.splice(names.indexOf(lazy), 1);
      }
      const imported = names
        .map((name) => importedPath(file, name, options.aliases))
        .filter((path) => path !== null && known.has(path));
      return [file, [...new Set(imported)]];
    }),
  );
}

/** Each circle of imports, as the files along it (the first again at the end). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    path.push(file);
    onPath.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return circles;
}

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-circles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const circlesIn = (root: string, options: GraphOptions = {}) =>
  importCircles(importGraph(root, options)).map((circle) =>
    circle.map((file) => relative(root, file)),
  );

/** How the client's files name each other. */
const CLIENT: GraphOptions = {
  aliases: { '@/': resolve('client/src') },
  splitAtLazyImports: true,
};

describe('import circles', () => {
  it('finds a circle through a type import, a re-export and a dynamic import', () => {
    const root = fixture({
      'checkout/payments.ts': "import { Reconciler } from './reconcile.ts';",
      'checkout/reconcile.ts': "import type { Context } from '../graphql/context.ts';",
      'graphql/context.ts': "export type { Payments } from '../checkout/payments.ts';",
      'graphql/schema.ts': "const resolvers = import('./resolvers.ts');",
      'graphql/resolvers.ts': "import { schema } from './schema.ts';",
    });
    expect(circlesIn(root)).toEqual([
      [
        'checkout/payments.ts',
        'checkout/reconcile.ts',
        'graphql/context.ts',
        'checkout/payments.ts',
      ],
      ['graphql/resolvers.ts', 'graphql/schema.ts', 'graphql/resolvers.ts'],
    ]);
  });

  it('finds none where imports only point one way', () => {
    const root = fixture({
      'http/server.ts': "import '../graphql/context.ts';\nimport '../checkout/payments.ts';",
      'graphql/context.ts': "import type { Payments } from '../checkout/payments.ts';",
      'checkout/payments.ts': "import { Reconciler } from './reconcile.ts';\nimport 'pino';",
      'checkout/reconcile.ts': "import { metrics } from '../observability/metrics.ts';",
      'observability/metrics.ts': "import { Registry } from 'prom-client';",
    });
    expect(circlesIn(root)).toEqual([]);
  });

  it('follows a path alias, and in the client leaves out only what is loaded lazily', () => {
    const root = fixture({
      'config/routes.ts': "import { aboutCatalogue } from '@/content/about.ts';",
      'content/about.ts':
        "import { site } from '@/content/site.ts';\nconst hi = () => import('./hi/about.ts');",
      'content/hi/about.ts': "import type * as en from '../about.ts';",
      'content/site.ts': "import type { RouteId } from '@/config/routes.ts';",
    });
    expect(circlesIn(root, { aliases: { '@/': root } })).toEqual([
      ['config/routes.ts', 'content/about.ts', 'content/site.ts', 'config/routes.ts'],
      ['content/about.ts', 'content/hi/about.ts', 'content/about.ts'],
    ]);
    expect(circlesIn(root, { aliases: { '@/': root }, splitAtLazyImports: true })).toEqual([
      ['config/routes.ts', 'content/about.ts', 'content/site.ts', 'config/routes.ts'],
    ]);
  });

  it('finds none in gateway/', () => {
    expect(circlesIn(resolve('gateway'))).toEqual([]);
  });

  it('finds none in client/src/', () => {
    expect(circlesIn(resolve('client/src'), CLIENT)).toEqual([]);
  });
});
