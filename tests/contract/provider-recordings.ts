/**
 * Recorded legacy-API answers (tests/contract/recordings/*.json): their shape, how to
 * send a recorded request, and how to compare an answer with a recording, where
 * `volatile` paths (time- or randomness-dependent) are compared by type and format only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RECORDINGS_DIR = fileURLToPath(new URL('./recordings/', import.meta.url));

interface RawRequest {
  contentType: string;
  body: string;
  /** Builds large bodies without storing them: `marker` in `body` becomes `text` x `times`. */
  repeat?: { marker: string; text: string; times: number };
}

export interface RecordedRequest {
  fields?: Record<string, string>;
  raw?: RawRequest;
}

export interface Recording {
  endpoint: string;
  case: string;
  description: string;
  request: RecordedRequest;
  response: { httpStatus: number; body: unknown };
  volatile: string[];
}

export function recordingFileName(endpoint: string, caseName: string): string {
  return `${endpoint.replaceAll('/', '.')}.${caseName}.json`;
}

export function loadRecordings(dir: string = RECORDINGS_DIR): Recording[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Recording);
}

function rawBody(raw: RawRequest): string {
  if (!raw.repeat) return raw.body;
  return raw.body.replace(raw.repeat.marker, raw.repeat.text.repeat(raw.repeat.times));
}

/** The fetch options that send a recorded request (multipart form-data, or raw). */
function requestInit(request: RecordedRequest): RequestInit {
  if (request.raw) {
    return {
      method: 'POST',
      headers: { 'Content-Type': request.raw.contentType },
      body: rawBody(request.raw),
    };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
  return { method: 'POST', body: form };
}

interface Answer {
  httpStatus: number;
  body: unknown;
}

export async function sendRecorded(baseUrl: string, recording: Recording): Promise<Answer> {
  const response = await fetch(
    new URL(recording.endpoint, baseUrl),
    requestInit(recording.request),
  );
  return { httpStatus: response.status, body: (await response.json()) as unknown };
}

type Visit = (holder: Record<string, unknown>, key: string) => void;

/** Calls `visit` for each value at a dotted path; `name[]` walks every item of an array. */
function visitPath(value: unknown, tokens: string[], visit: Visit): void {
  const [token, ...rest] = tokens;
  if (token === undefined || typeof value !== 'object' || value === null) return;
  const holder = value as Record<string, unknown>;
  const key = token.endsWith('[]') ? token.slice(0, -2) : token;
  if (!token.endsWith('[]')) {
    if (rest.length === 0) visit(holder, key);
    else visitPath(holder[key], rest, visit);
    return;
  }
  const items = key === '' ? value : holder[key];
  if (!Array.isArray(items)) return;
  items.forEach((item, index) => {
    if (rest.length === 0) visit(items as unknown as Record<string, unknown>, String(index));
    else visitPath(item, rest, visit);
  });
}

function tokensOf(dottedPath: string): string[] {
  return dottedPath.split('.').filter(Boolean);
}

/** What a volatile value must keep: its type and, for strings, where letters/digits sit. */
function formatOf(value: unknown): string {
  if (typeof value === 'string') return `string:${value.replace(/[A-Za-z0-9]/g, 'x')}`;
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

const VOLATILE = '<volatile>';

function maskVolatile(body: unknown, volatile: string[], formats: string[]): unknown {
  const copy = structuredClone(body);
  for (const dotted of volatile) {
    visitPath(copy, tokensOf(dotted), (holder, key) => {
      formats.push(`${dotted}: ${formatOf(holder[key])}`);
      holder[key] = VOLATILE;
    });
  }
  return copy;
}

/**
 * Both sides made comparable: volatile values replaced by a marker, and their formats
 * listed, so `expect(actual).toEqual(expected)` checks values and volatile formats at once.
 */
export function comparable(answer: Answer, recording: Recording) {
  const actualFormats: string[] = [];
  const expectedFormats: string[] = [];
  return {
    actual: {
      httpStatus: answer.httpStatus,
      body: maskVolatile(answer.body, recording.volatile, actualFormats),
      volatileFormats: actualFormats,
    },
    expected: {
      httpStatus: recording.response.httpStatus,
      body: maskVolatile(recording.response.body, recording.volatile, expectedFormats),
      volatileFormats: expectedFormats,
    },
  };
}
