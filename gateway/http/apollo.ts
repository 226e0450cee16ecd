/**
 * The gateway's Apollo Server: the schema behind query limits, errors formatted for clients,
 * persisted queries, and the plugins that log, time and name every operation. Started here;
 * the /graphql mount (mounts/graphql.ts) and the site's in-process queries run it.
 */
import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type http from 'node:http';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { ErrorCode, formatError } from '../errors.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { languagePlugin } from '../graphql/language.ts';
import { oneMutationPlugin } from '../graphql/one-mutation.ts';
import type { redisPersistedQueries } from '../graphql/persisted-queries.ts';
import { createSchema } from '../graphql/schema.ts';
import { metrics } from '../observability/metrics.ts';
import { operationLabel } from './metrics.ts';

/** Query limits: deep, aliased, costly or huge documents are refused before execution. */
const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

const metricsPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    const stop = metrics.graphqlDuration.startTimer();
    return {
      async willSendResponse({ operation, operationName, errors }) {
        const code = errors?.[0]?.extensions.code;
        stop({
          operation: operationLabel(operationName),
          type: operation?.operation ?? 'unknown',
          outcome: errors?.length ? String(code ?? ErrorCode.Internal) : 'ok',
        });
      },
    };
  },
};

function loggingPlugin(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName, contextValue }) {
          const codes = errors.map((error) => String(error.extensions.code ?? ErrorCode.Internal));
          (contextValue.log ?? logger).info({ operationName, codes }, 'graphql errors');
        },
      };
    },
  };
}

interface ApolloOptions {
  config: GatewayConfig;
  logger: Logger;
  /** Drained by Apollo when it stops. */
  httpServer: http.Server;
  persisted: ReturnType<typeof redisPersistedQueries> | null;
}

export interface StartedApollo {
  apollo: ApolloServer<GatewayContext>;
  schema: GraphQLSchema;
}

export async function startApollo(options: ApolloOptions): Promise<StartedApollo> {
  const { config, logger, httpServer, persisted } = options;
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    // The token limit is Apollo's own parse option (below): refused while parsing, as a 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();

  const schema = createSchema();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    stopOnTerminationSignals: false,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    // Shared by every gateway with REDIS_URL; Apollo's in-memory cache otherwise.
    ...(persisted ? { persistedQueries: { cache: persisted.cache } } : {}),
    formatError: (formatted, error) =>
      formatError(
        formatted,
        {
          onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected error'),
          onClientMistake: (reason, status) => logger.warn({ reason, status }, 'bad request'),
        },
        error,
      ),
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<GatewayContext>[]),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      oneMutationPlugin,
      languagePlugin,
      loggingPlugin(logger),
      metricsPlugin,
    ],
    logger,
  });
  await apollo.start();
  return { apollo, schema };
}
