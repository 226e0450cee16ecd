/**
 * README's table of environment variables, made from the configuration schemas of the
 * gateway (gateway/config.ts) and the stand-in (provider/config.ts): `npm run config:table`
 * rewrites it between README's config-table markers, and tests/docs/config-table.test.ts
 * fails while README holds another table. A variable both sides read is one row, described
 * by the side whose schema carries its words; the other side's schema names that side.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyObjectSchema } from 'yup';
import { describeVariables } from '../common/config-schema.ts';
import type { Side, VariableRow } from '../common/config-schema.ts';
import { gatewaySchema } from '../gateway/config.ts';
import { standInSchema } from '../provider/config.ts';

export const README_FILE = fileURLToPath(new URL('../README.md', import.meta.url));
const START = '<!-- config-table:start -->';
const END = '<!-- config-table:end -->';

export const configSchemas: readonly { side: Side; schema: AnyObjectSchema }[] = [
  { side: 'gateway', schema: gatewaySchema },
  { side: 'stand-in', schema: standInSchema },
];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The table's markdown: one row per variable, gateway's order first, then the stand-in's. */
export function configTable(schemas = configSchemas): string {
  const byName = new Map<string, VariableRow[]>();
  for (const { side, schema } of schemas) {
    for (const row of describeVariables(schema, side)) {
      byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
    }
  }
  const lines = ['| variable | read by | default | values | meaning |', '|---|---|---|---|---|'];
  for (const [name, rows] of byName) {
    const described = rows.filter((row) => row.doc !== undefined);
    const [words] = described;
    if (described.length !== 1 || words?.doc === undefined) {
      throw new Error(
        `${name} must be described (doc) by exactly one side's schema; ${described.length} do`,
      );
    }
    for (const row of rows) {
      if (row !== words && row.documentedBy !== words.side) {
        throw new Error(`${name}: the ${row.side}'s schema must say documentedBy('${words.side}')`);
      }
    }
    const readBy = rows.map((row) => row.side).join(', ');
    const fallback = words.doc.default ?? words.schemaDefault ?? 'unset';
    lines.push(
      `| ${[name, readBy, fallback, words.values ?? 'text', words.doc.meaning].map(cell).join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** `readme` with the table between its markers replaced by the one the schemas make. */
export function withConfigTable(readme: string, table = configTable()): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) {
    throw new Error(`README.md needs the markers ${START} and ${END} around its variable table`);
  }
  const generated = [
    START,
    '<!-- Made by `npm run config:table` from gateway/config.ts and provider/config.ts: edit those. -->',
    '',
    table,
    '',
  ].join('\n');
  return readme.slice(0, start) + generated + readme.slice(end);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const readme = readFileSync(README_FILE, 'utf8');
  const next = withConfigTable(readme);
  if (next === readme) {
    console.log('config:table: README.md is current');
  } else {
    writeFileSync(README_FILE, next);
    console.log('config:table: README.md rewritten');
  }
}
