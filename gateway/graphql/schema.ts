/**
 * The executable schema: the one SDL (schema.graphql at the repository root, which codegen
 * also reads) with the resolvers, one file per type.
 */
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context.ts';
import { resolvers } from './resolvers/index.ts';

const SCHEMA_FILE = new URL('../../schema.graphql', import.meta.url);

export function createSchema(): GraphQLSchema {
  return makeExecutableSchema<GatewayContext>({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers,
  });
}
