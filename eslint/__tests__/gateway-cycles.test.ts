/**
 * No circle of imports inside the gateway. ESLint sees one file at a time, so this walks
 * every file of gateway/ at once: the modules each one names (TypeScript's own reading of
 * its imports, `import type` and `export ... from` included: a circle of types is still a
 * circle), then any circle among them.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Every .ts and .tsx file under `root`, with the files under `root` it imports. */
function importGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, file));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const imported = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolve(dirname(file), fileName))
        .filter((path) => known.has(path));
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

const circlesIn = (root: string) =>
  importCircles(importGraph(root)).map((circle) => circle.map((file) => relative(root, file)));

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

  it('finds none in gateway/', () => {
    expect(circlesIn(resolve('gateway'))).toEqual([]);
  });
});
