#!/usr/bin/env node
/** Fails when the generated files are not what `npm run codegen` makes from the sources. */
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';

const generated = [
  'gateway/graphql/generated/resolvers-types.ts',
  'client/src/gql/graphql.ts',
  'client/src/gql/route-queries.ts',
  'client/src/gql/staff.ts',
];
const before = generated.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : null));
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  stdio: 'inherit',
});
const stale = generated.filter((file, i) => readFileSync(file, 'utf8') !== before[i]);
if (stale.length > 0) {
  console.error(
    `Generated files were stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`,
  );
  process.exit(1);
}
console.log('codegen: generated files are current');
