/**
 * Reads and checks the form fields of one call. Every field is a trimmed string;
 * the first rule a field breaks answers "400" with a message naming the field, so
 * nothing malformed reaches the database.
 */
import { badRequest } from './legacy.ts';

interface FieldRule {
  /** A value that matches is accepted as is; anything else is "<field> is invalid." */
  pattern?: RegExp;
  min?: number;
  max: number;
  /** Empty is allowed (answered as ""). */
  optional?: boolean;
  /** Passwords are taken exactly as typed. */
  keepSpaces?: boolean;
  /** Line breaks and tabs are allowed (free text). */
  multiline?: boolean;
}

const LINE_CHARACTERS = new Set(['\t', '\n', '\r']);

/** Control characters (C0 and DEL) have no place in a stored field; free text may break lines. */
function hasControlCharacter(value: string, allowLines: boolean): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    const control = code < 0x20 || code === 0x7f;
    if (control && !(allowLines && LINE_CHARACTERS.has(char))) return true;
  }
  return false;
}

export const patterns = {
  id: /^[1-9]\d{0,11}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  mobile: /^\d{10,12}$/,
  enquiryMobile: /^\d{10,13}$/,
  paymentId: /^[A-Za-z0-9_]{1,64}$/,
} as const;

function readField(body: Record<string, unknown>, name: string, rule: FieldRule): string {
  const raw = Object.hasOwn(body, name) ? body[name] : undefined;
  if (raw !== undefined && typeof raw !== 'string') throw badRequest(`${name} is invalid.`);
  const given = rule.keepSpaces ? (raw ?? '') : (raw ?? '').trim();
  // Browsers send form line breaks as CRLF; free text is stored with plain LF.
  const value = rule.multiline ? given.replace(/\r\n?/g, '\n') : given;
  if (value === '') {
    if (rule.optional) return '';
    throw badRequest(`${name} is required.`);
  }
  if (hasControlCharacter(value, rule.multiline === true)) {
    throw badRequest(`${name} is invalid.`);
  }
  const length = [...value].length;
  if (rule.min !== undefined && length < rule.min) {
    throw badRequest(`${name} must be at least ${rule.min} characters.`);
  }
  if (length > rule.max) throw badRequest(`${name} must be at most ${rule.max} characters.`);
  if (rule.pattern && !rule.pattern.test(value)) throw badRequest(`${name} is invalid.`);
  return value;
}

/** Checks the fields in the order given; answers for the first one that is wrong. */
export function readFields<K extends string>(
  body: unknown,
  rules: Record<K, FieldRule>,
): Record<K, string> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values = {} as Record<K, string>;
  for (const name of Object.keys(rules) as K[]) {
    values[name] = readField(source, name, rules[name]);
  }
  return values;
}

export const rules = {
  id: { pattern: patterns.id, max: 64 },
  name: { min: 2, max: 100 },
  email: { pattern: patterns.email, max: 100 },
  mobile: { pattern: patterns.mobile, max: 12 },
  password: { min: 8, max: 128, keepSpaces: true },
  anyPassword: { max: 128, keepSpaces: true },
} as const satisfies Record<string, FieldRule>;
