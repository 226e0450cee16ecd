/**
 * README's table of environment variables is the one the configuration schemas make
 * (`npm run config:table` rewrites it), like `codegen:check` for generated code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { doc, documentedBy } from '../../common/config-schema.ts';
import { configTable, README_FILE, withConfigTable } from '../../scripts/config-table.ts';

const rowOf = (table: string, name: string) =>
  table.split('\n').filter((line) => line.startsWith(`| ${name} |`));

describe("README's configuration table", () => {
  it('is the one the schemas make (run `npm run config:table` after changing a schema)', () => {
    const readme = readFileSync(README_FILE, 'utf8');
    expect(withConfigTable(readme), 'README.md holds a stale variable table').toBe(readme);
  });

  it('lists each variable once, saying which process reads it', () => {
    const table = configTable();
    const names = table
      .split('\n')
      .slice(2)
      .map((line) => line.split(' | ')[0]?.replace('| ', ''));
    expect(new Set(names).size).toBe(names.length);
    expect(rowOf(table, 'RAZORPAY_WEBHOOK_URL')[0]).toMatch(
      /^\| RAZORPAY_WEBHOOK_URL \| stand-in \| /,
    );
    expect(rowOf(table, 'WEBHOOK_RETRY_FOR_MS')[0]).toMatch(
      /^\| WEBHOOK_RETRY_FOR_MS \| stand-in \| /,
    );
    expect(rowOf(table, 'PROVIDER_TZ')).toEqual([
      "| PROVIDER_TZ | gateway, stand-in | Asia/Kolkata | an IANA time zone | zone of the provider's zone-less dates |",
    ]);
    expect(rowOf(table, 'CHECKOUT_QUOTE_TTL_S')[0]).toMatch(
      /^\| CHECKOUT_QUOTE_TTL_S \| gateway \| 900 \(15 minutes\) \| 60 to 86400 s \| /,
    );
  });

  it('refuses a variable described by both sides, or by neither', () => {
    const gateway = yup.object({ PORT: yup.number().default(1).meta(doc('a port')) });
    const twice = yup.object({ PORT: yup.number().default(2).meta(doc('the same port')) });
    const unsaid = yup.object({ PORT: yup.number().default(2) });
    const pointing = yup.object({ PORT: yup.number().default(2).meta(documentedBy('gateway')) });
    expect(() =>
      configTable([
        { side: 'gateway', schema: gateway },
        { side: 'stand-in', schema: twice },
      ]),
    ).toThrow('PORT must be described (doc) by exactly one side');
    expect(() =>
      configTable([
        { side: 'gateway', schema: gateway },
        { side: 'stand-in', schema: unsaid },
      ]),
    ).toThrow("PORT: the stand-in's schema must say documentedBy('gateway')");
    expect(
      configTable([
        { side: 'gateway', schema: gateway },
        { side: 'stand-in', schema: pointing },
      ]).split('\n')[2],
    ).toBe('| PORT | gateway, stand-in | 1 | text | a port |');
  });
});
