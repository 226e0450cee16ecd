/**
 * Readers every upstream answer is read with, once, at the boundary: the legacy API and the
 * payment API send loose JSON (numbers as strings, padded text, nulls), so fields are read
 * robustly and an answer of the wrong shape is a MalformedAnswerError, which `readAnswer`
 * turns into the service being unavailable.
 */
import type { Logger } from 'pino';
import { upstreamFault, type UpstreamName } from './request.ts';

/** The answer does not have the shape the API promises; the caller reports it unavailable. */
export class MalformedAnswerError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'MalformedAnswerError';
  }
}

/** A JSON object of an answer: a row of the legacy API, an entity of the payment API. */
export type Row = Record<string, unknown>;

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a row; anything else is a wrong shape. */
export function asRow(value: unknown, what: string): Row {
  if (!isRow(value)) throw new MalformedAnswerError(`${what} is not an object`);
  return value;
}

/** A trimmed string from a string or a finite number; null for anything else or empty. */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A whole number from 42, "42", " 4,999 " or "4999.00"; null when absent or not a number. */
export function readInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  const text = readText(value);
  if (text === null) return null;
  const plain = text.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  return Math.round(Number(plain));
}

/** The row's text at `key`; missing or empty is a wrong shape. */
export function requiredText(row: Row, key: string, what: string): string {
  const value = readText(row[key]);
  if (value === null) throw new MalformedAnswerError(`${what}: missing ${key}`);
  return value;
}

/** The row's whole number at `key`, zero or more (an amount, a time); else a wrong shape. */
export function requiredCount(row: Row, key: string, what: string): number {
  const value = readInteger(row[key]);
  if (value === null || value < 0) throw new MalformedAnswerError(`${what}: bad ${key}`);
  return value;
}

/** Reads an answer with `parse`; a wrong shape is logged and thrown as the service unavailable. */
export function readAnswer<T>(
  service: UpstreamName,
  label: string,
  log: Logger,
  parse: () => T,
): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof MalformedAnswerError)) throw error;
    return upstreamFault(service, label, error.message, log, {}, service.wrongShapeLog);
  }
}
