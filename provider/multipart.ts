/**
 * Form parsing for the legacy endpoints: multipart/form-data fields only (multer),
 * at most 1 MB in all. A body of another type, a file part, or one over the limit is
 * answered with "400" before any handler runs.
 */
import { Transform } from 'node:stream';
import type { TransformCallback, Writable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { badRequest } from './legacy.ts';
import type { LegacyFailure } from './legacy.ts';

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

const messages = {
  notMultipart: 'The request must be sent as multipart/form-data.',
  tooLarge: 'The request is larger than 1 MB.',
  unreadable: 'The form data could not be read.',
  fileNotAccepted: 'File uploads are not accepted here.',
  tooManyFields: 'The form has too many fields.',
} as const;

class BodyTooLarge extends Error {}

/** Counts the bytes on their way to busboy and stops the stream past the limit. */
function limitedStream(req: IncomingMessage, busboy: Writable): void {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) done(new BodyTooLarge());
      else done(null, chunk);
    },
  });
  counter.on('error', (error) => busboy.destroy(error));
  req.pipe(counter).pipe(busboy);
}

// multer 2.5 documents `streamHandler` but its type definitions do not list it yet.
const options: multer.Options & { streamHandler: typeof limitedStream } = {
  limits: {
    fieldNameSize: 100,
    fieldSize: MAX_FIELD_BYTES,
    fields: 30,
    parts: 30,
    files: 0,
  },
  streamHandler: limitedStream,
};
const parseFields = multer(options).none();

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function toFailure(error: unknown): LegacyFailure | undefined {
  if (error instanceof BodyTooLarge) return badRequest(messages.tooLarge);
  if (!(error instanceof MulterError)) {
    return error instanceof Error ? badRequest(messages.unreadable) : undefined;
  }
  switch (error.code) {
    case 'LIMIT_FIELD_VALUE':
      return badRequest(`${error.field ?? 'A field'} is too long.`);
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_FILE_SIZE':
      return badRequest(messages.fileNotAccepted);
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return badRequest(messages.tooManyFields);
    default:
      return badRequest(messages.unreadable);
  }
}

/** Parses the form into `req.body` (a null-prototype object of strings). */
export const formFields: RequestHandler = (req, res, next) => {
  if (!hasBody(req)) {
    req.body = Object.create(null);
    next();
    return;
  }
  if (!req.is('multipart/form-data')) {
    next(badRequest(messages.notMultipart));
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    next(badRequest(messages.tooLarge));
    return;
  }
  parseFields(req, res, (error?: unknown) => {
    next(error === undefined ? undefined : (toFailure(error) ?? error));
  });
};
