/**
 * Logs: pino, with credentials and passwords redacted wherever they might appear.
 * Request bodies (GraphQL variables) are never logged.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { LogLevel } from './config.ts';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.old_password',
  '*.new_pass',
  '*.token',
  'variables',
  '*.variables',
];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  // Written asynchronously (pino flushes what is left when the process exits): a line per
  // request written synchronously cost the request path a system call each.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's x-request-id when it is sane, else a new one; echoed on the response. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}
