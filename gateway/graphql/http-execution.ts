/**
 * Apollo Server's HTTP execution on Express through its public integration API
 * (`executeHTTPGraphQLRequest`, the API every integration is built on), for the code that
 * needs the answer in hand before it is sent: the response cache keeps it for others.
 */
import { HeaderMap } from '@apollo/server';
import type { ApolloServer, BaseContext, HTTPGraphQLResponse } from '@apollo/server';
import type { Request, Response } from 'express';

/** Runs the request through Apollo and resolves with its answer, unsent. */
export type RunGraphQL = (req: Request, res: Response) => Promise<HTTPGraphQLResponse>;

export function graphqlRunner<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (args: { req: Request; res: Response }) => Promise<Context>,
): RunGraphQL {
  return (req, res) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    return apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        // The query string as sent (a base is needed to read a path alone).
        search: new URL(req.url, 'http://gateway.invalid').search,
        body: req.body as unknown,
      },
      context: () => context({ req, res }),
    });
  };
}

/** The whole body of an answer, or null for one sent in parts (incremental delivery). */
export function completeBody(response: HTTPGraphQLResponse): string | null {
  return response.body.kind === 'complete' ? response.body.string : null;
}

/** Sends Apollo's answer as its Express integration does. */
export async function sendGraphQLResponse(
  res: Response,
  response: HTTPGraphQLResponse,
): Promise<void> {
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.send(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
