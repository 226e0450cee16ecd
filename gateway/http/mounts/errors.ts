/** The last of the app: the plain 404, and the error handler every mount's errors reach. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { answerWithLine, ErrorCode, ErrorMessage, HttpMessage } from '../../errors.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../../errors/database.ts';
import { answerMalformedPath, isMalformedPath } from '../malformed-paths.ts';

export const notFound = (): RequestHandler => (_req, res) => {
  res.status(404).type('text/plain').send(`${HttpMessage.notFound}\n`);
};

function graphqlErrorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/** Responses that said the database is away, which the request log leaves out. */
const outageAnswers = new WeakSet<object>();

export const isOutageAnswer = (res: object): boolean => outageAnswers.has(res);

export function errorHandler({ logger }: { logger: Logger }): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const type = (error as { type?: unknown }).type;
    const status = (error as { status?: unknown }).status;
    if (isMalformedPath(error)) {
      answerMalformedPath(req, res, logger);
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json(graphqlErrorBody(ErrorMessage.requestTooLarge, ErrorCode.BadRequest));
      return;
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res
        .status(status)
        .json(graphqlErrorBody(ErrorMessage.unreadableRequest, ErrorCode.BadRequest));
      return;
    }
    // The database away is an outage, logged once by the database (db/outage.ts): every
    // route beside GraphQL answers it alike, as 503 with when to come back.
    if (isDatabaseUnavailable(error) && !res.headersSent) {
      outageAnswers.add(res);
      answerWithLine(res, 503, HttpMessage.databaseUnavailable, DATABASE_RETRY_AFTER_S);
      return;
    }
    (req as { log?: Logger }).log?.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).json(graphqlErrorBody(ErrorMessage.internal, ErrorCode.Internal));
  };
}
