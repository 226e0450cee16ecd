/** Checks on the JSON bodies of the payment stand-in, answered with Razorpay's error shape. */
import { invalidInput } from './errors.ts';

const MIN_AMOUNT_PAISE = 100;
const MAX_AMOUNT_PAISE = 10_000_000_000;

export type JsonObject = Record<string, unknown>;

export function asObject(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidInput('The request body must be a JSON object.');
  }
  return body as JsonObject;
}

/** Amounts are integers in paise; like Razorpay, a string of digits is accepted too. */
export function readAmount(value: unknown): number {
  if (value === undefined || value === null || value === '') {
    throw invalidInput('The amount field is required.', 'amount');
  }
  const amount = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    throw invalidInput('The amount must be an integer.', 'amount');
  }
  if (amount < MIN_AMOUNT_PAISE) {
    throw invalidInput('The amount must be at least INR 1.00', 'amount');
  }
  if (amount > MAX_AMOUNT_PAISE) throw invalidInput('The amount is too large.', 'amount');
  return amount;
}

export function readCurrency(value: unknown): string {
  if (value === undefined || value === null || value === '') {
    throw invalidInput('The currency field is required.', 'currency');
  }
  if (value !== 'INR') throw invalidInput('Currency is not supported', 'currency');
  return value;
}

export function readReceipt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidInput('The receipt must be a string.', 'receipt');
  if (value.length > 40) {
    throw invalidInput('The receipt may not be greater than 40 characters.', 'receipt');
  }
  return value;
}

export function readNotes(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidInput('The notes must be an object of keys and values.', 'notes');
  }
  const entries = Object.entries(value);
  if (entries.length > 15)
    throw invalidInput('The notes may not have more than 15 items.', 'notes');
  const notes: Record<string, string> = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') {
      throw invalidInput('The notes values must be strings or numbers.', 'notes');
    }
    if (key.length > 256 || String(note).length > 256) {
      throw invalidInput(
        'The notes keys and values may not be greater than 256 characters.',
        'notes',
      );
    }
    notes[key] = String(note);
  }
  return notes;
}

/** Razorpay's page size: 10 unless asked, at most 100. */
const DEFAULT_COUNT = 10;
const MAX_COUNT = 100;
/** The latest second a list's `from` and `to` may name. */
const MAX_QUERY_S = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

/** A whole number from the query string, within [min, max]; `fallback` when absent. */
function queryInteger(
  query: Record<string, unknown>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw invalidInput(`The ${name} must be an integer from ${min} to ${max}.`, name);
  }
  return value;
}

/**
 * A list's window from the query string, as Razorpay reads it: `from` and `to` in whole
 * seconds (everything within the `to` second counts), then `count` and `skip`.
 */
export function queryWindow(query: Record<string, unknown>) {
  return {
    fromMs: queryInteger(query, 'from', 0, 0, MAX_QUERY_S) * 1000,
    toMs: queryInteger(query, 'to', MAX_QUERY_S, 0, MAX_QUERY_S) * 1000 + 999,
    count: queryInteger(query, 'count', DEFAULT_COUNT, 1, MAX_COUNT),
    skip: queryInteger(query, 'skip', 0, 0, Number.MAX_SAFE_INTEGER),
  };
}
