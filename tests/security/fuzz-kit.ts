/**
 * The fuzz tests' toolkit: a small seeded PRNG (deterministic runs, reproducible from the
 * printed seed), pools of hostile strings, and a JSON writer that can say what
 * JSON.stringify cannot (own `__proto__` keys, duplicate keys, numbers like 1e309).
 */

/** mulberry32: 32 bits of state, good enough spread for test inputs, and tiny. */
export class Rng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

/** Verbatim JSON text, for what JSON.stringify cannot write (1e309, -0, 1E2). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON value; objects are entry lists so keys like `__proto__` stay own keys. */
export type Json = string | number | boolean | null | RawJson | Json[] | JsonObject;

export class JsonObject {
  constructor(readonly entries: [string, Json][]) {}

  static of(record: Record<string, Json>): JsonObject {
    return new JsonObject(Object.entries(record));
  }

  get(key: string): Json | undefined {
    return this.entries.find(([name]) => name === key)?.[1];
  }
}

/** Writes JSON; strings go through JSON.stringify, so lone surrogates become \\udXXX escapes. */
export function writeJson(value: Json): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) {
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${writeJson(item)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(writeJson).join(',')}]`;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error('use RawJson for non-finite numbers');
  }
  return JSON.stringify(value);
}

const SQL_INJECTION = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  '" OR ""="',
  '1; DROP TABLE customers; --',
  "'); DELETE FROM orders; --",
  '1 UNION SELECT password_hash FROM customers',
  "' AND (SELECT COUNT(*) FROM customers) > 0 --",
  "%' OR c_id LIKE '%",
  "1' WAITFOR DELAY '0:0:5'--",
] as const;

const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(document.cookie)>',
  'javascript:alert(1)',
  '<iframe src="//evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '#{7*7}',
  '<!--',
  ']]>',
] as const;

export const PROTOTYPE_WORDS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
] as const;

const NUMERIC_EDGES = [
  '-1',
  '0',
  '1e309',
  '-1e309',
  '0x10',
  '0b11',
  '1 OR 1=1',
  '1.0',
  '1.5',
  '01',
  '+1',
  '9007199254740993',
  '999999999999',
  '9999999999999',
  'NaN',
  'Infinity',
  '1\n',
  ' 1 ',
  '١',
  '１',
] as const;

const UNICODE_SAMPLES = [
  '😀',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  'नमस्ते',
  '你好世界',
  'Zoë Ångström',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\u007f',
  '\ud800',
  '\udfff',
  'x\udbffy',
  '\u00a0',
  '\u2028\u2029',
  '\u3000',
  '\r\n',
  '\t',
  '\\',
  '"',
  "'",
  '%00',
  '%s%s%s%n',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
] as const;

const WHITESPACE = ['', ' ', '   ', '\t', '\n', ' \r\n ', '\u00a0', '\u2003\u2003', '\ufeff'];

/** Characters drawn for random strings, by family. */
const FAMILIES: ((rng: Rng) => string)[] = [
  (rng) => String.fromCharCode(rng.between(0x20, 0x7e)),
  (rng) => String.fromCharCode(rng.between(0x00, 0x1f)),
  (rng) => String.fromCharCode(rng.between(0x0300, 0x036f)),
  (rng) => rng.pick(['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2060', '\ufeff']),
  (rng) => String.fromCharCode(rng.between(0x202a, 0x202e)),
  (rng) => String.fromCodePoint(rng.between(0x1f300, 0x1faff)),
  (rng) => String.fromCharCode(rng.between(0xd800, 0xdfff)),
  (rng) => String.fromCharCode(rng.between(0x0900, 0x097f)),
  (rng) => String.fromCharCode(rng.between(0x0600, 0x06ff)),
  (rng) => String.fromCharCode(rng.between(0x4e00, 0x9fff)),
  (rng) => rng.pick([' ', '\u00a0', '\u2028', '\u3000', '\t', '\n']),
  (rng) => String.fromCharCode(rng.between(0x30, 0x39)),
];

export function randomText(rng: Rng, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += rng.pick(FAMILIES)(rng);
  return text;
}

/** 10,000 to 14,000 characters: repeated hostile text or plain letters. */
function longText(rng: Rng): string {
  const length = rng.between(10_000, 14_000);
  const unit = rng.pick([
    'a',
    '9',
    ' ',
    "' OR 1=1 --",
    '<script>',
    '😀',
    'ñ',
    '\u0000',
    'x@y.co',
  ] as const);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** One hostile string from any of the families above. */
export function hostileText(rng: Rng): string {
  switch (rng.int(8)) {
    case 0:
      return rng.pick(SQL_INJECTION);
    case 1:
      return rng.pick(MARKUP);
    case 2:
      return rng.pick(PROTOTYPE_WORDS);
    case 3:
      return rng.pick(NUMERIC_EDGES);
    case 4:
      return rng.pick(UNICODE_SAMPLES);
    case 5:
      return rng.pick(WHITESPACE);
    case 6:
      return longText(rng);
    default:
      return randomText(rng, rng.between(1, 40));
  }
}

/** A value of the wrong JSON type for a String or ID field. */
export function wrongType(rng: Rng): Json {
  return rng.pick<Json>([
    0,
    -1,
    1.5,
    42,
    new RawJson('1e309'),
    new RawJson('-1e309'),
    new RawJson('1E2'),
    true,
    false,
    [],
    ['a'],
    [null],
    [1, 2, 3],
    new JsonObject([]),
    JsonObject.of({ a: 'b' }),
    new JsonObject([['__proto__', JsonObject.of({ polluted: true })]]),
    JsonObject.of({ $ne: null }),
  ]);
}

/** Text for an HTTP header: printable ASCII only (anything else is refused by the client). */
export function headerText(rng: Rng): string {
  if (rng.chance(0.2)) return 'x'.repeat(rng.between(1000, 4000));
  let text = '';
  const length = rng.between(0, 60);
  for (let i = 0; i < length; i += 1) text += String.fromCharCode(rng.between(0x20, 0x7e));
  return text;
}

/**
 * The text fields of a multipart/form-data body exactly as sent: no charset sniffing and
 * no BOM stripping (a platform decoder drops a leading U+FEFF; the stand-in's parser keeps
 * it, so the test must too). Throws on anything but plain text fields, each named once.
 */
export function multipartFields(body: string): Record<string, string> {
  const firstLine = body.slice(0, body.indexOf('\r\n'));
  const delimiter = firstLine.endsWith('--') ? firstLine.slice(0, -2) : firstLine;
  if (!/^--[\w'()+,./:=?-]{1,70}$/.test(delimiter)) {
    throw new Error(`not a multipart body: ${body.slice(0, 60)}`);
  }
  const closing = `${delimiter}--\r\n`;
  if (!body.endsWith(closing)) throw new Error('multipart body without its closing delimiter');
  const fields: Record<string, string> = {};
  const parts = body.slice(0, body.length - closing.length).split(`${delimiter}\r\n`);
  if (parts.shift() !== '') throw new Error('text before the first part');
  for (const part of parts) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1 || !part.endsWith('\r\n')) throw new Error('a malformed part');
    const headers = part.slice(0, headerEnd).split('\r\n');
    const name = /^Content-Disposition: form-data; name="([^"]*)"$/i.exec(headers[0] ?? '')?.[1];
    if (name === undefined || headers.length !== 1) {
      throw new Error(`not a plain text field: ${headers.join(' | ')}`);
    }
    if (Object.hasOwn(fields, name)) throw new Error(`field ${name} sent twice`);
    fields[name] = part.slice(headerEnd + 4, -2);
  }
  return fields;
}
