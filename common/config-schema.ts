/**
 * The building blocks of the gateway's and the stand-in's configuration schemas (yup). Each
 * setting is one schema field, named as the process reads it and labelled with its
 * environment variable, holding its type, default, bounds, transform and README's words, so
 * one object schema per side validates the environment at start, is the type of the
 * configuration (yup.InferType), and generates README's table (scripts/config-table.ts).
 */
import * as yup from 'yup';
import { PUBLISHED_TEST_VALUES } from './test-payment-keys.ts';
import { ACADEMY_TIME_ZONE, isTimeZone } from './time-zone.ts';

export type Env = Record<string, string | undefined>;

/** The two processes that read the environment. */
export type Side = 'gateway' | 'stand-in';

/** README's words for a variable. */
interface VariableDoc {
  /** What it does. */
  meaning: string;
  /** The default as README shows it; unset: the schema's own default. */
  default?: string;
}

declare module 'yup' {
  interface CustomSchemaMetadata {
    /** README's words, on the side that documents the variable. */
    doc?: VariableDoc;
    /** Read by both sides and documented by the other one: README lists a variable once. */
    documentedBy?: Side;
    /** The values it takes, as README shows them (the helpers below set it). */
    values?: string;
    /** A duration's unit: README adds the default in words ("900 (15 minutes)"). */
    unit?: 'ms' | 's';
  }
}

/** README's words for a variable: what it does, and its default where the value alone would not say. */
export function doc(meaning: string, defaultText?: string): { doc: VariableDoc } {
  return { doc: defaultText === undefined ? { meaning } : { meaning, default: defaultText } };
}

/** A variable both sides read, which README describes with the other side's schema. */
export function documentedBy(side: Side): { documentedBy: Side } {
  return { documentedBy: side };
}

/** A configuration the process cannot start with: every problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** A variable's text: trimmed, and unset when empty (`FOO= ` is no FOO). */
export function envText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** What a variable held, for a message's `got "…"`. */
function given(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

/** A message built from the variable's name and what it held. */
type Complaint = (name: string, got: string) => string;

/** The variable's name in messages: its label (a schema without one names its field). */
export const variableName = ({ label, path }: { label?: string; path: string }): string =>
  label ?? path;

const complain =
  (complaint: Complaint) => (params: { label?: string; path: string; originalValue: unknown }) =>
    complaint(variableName(params), given(params.originalValue));

/** Text, trimmed; empty is unset. */
export function text() {
  return yup.string().transform((_value: unknown, original: unknown) => envText(original));
}

/** Text matching `pattern`; `values` says what it takes in README. */
export function matching(pattern: RegExp, message: string | Complaint, values: string) {
  return text()
    .test({
      name: 'pattern',
      message: typeof message === 'string' ? message : complain(message),
      test: (value) => value == null || pattern.test(value),
    })
    .meta({ values });
}

/**
 * The legacy API's time zone (PROVIDER_TZ), read by both sides so that they agree on what its
 * zone-less dates mean: an IANA name, the academy's own zone when unset.
 */
export function timeZone(message: Complaint) {
  return text()
    .default(ACADEMY_TIME_ZONE)
    .test({
      name: 'time-zone',
      message: complain(message),
      test: (value) => value === undefined || isTimeZone(value),
    });
}

/** A secret or token sent in headers: 16 to 256 visible ASCII characters. */
export function token() {
  const values = '16 to 256 visible ASCII characters';
  return matching(/^[\x21-\x7e]{16,256}$/, (name) => `${name} must be ${values}`, values)
    .test(variedSecret)
    .test(notATestValueInProduction);
}

/** A whole number from `min` to `max` (written as digits, nothing else), in `unit` if any. */
export function integer(bounds: {
  min: number;
  max: number;
  unit?: 'ms' | 's';
  message: Complaint;
}) {
  const { min, max, unit, message } = bounds;
  const say = complain(message);
  return yup
    .number()
    .transform((_value: unknown, original: unknown) => {
      const digits = envText(original);
      if (digits === undefined) return undefined;
      return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
    })
    .typeError(say)
    .test({
      name: 'range',
      message: say,
      test: (value) =>
        value === undefined || (Number.isSafeInteger(value) && value >= min && value <= max),
    })
    .meta({ values: `${min} to ${max}${unit ? ` ${unit}` : ''}`, ...(unit ? { unit } : {}) });
}

/** A duration of a minute or more in words, for README's default column: 900 s is "15 minutes". */
function durationWords(value: number, unit: 'ms' | 's'): string | null {
  const ms = unit === 's' ? value * 1000 : value;
  const units: [string, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ];
  for (const [word, size] of units) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${word}${count === 1 ? '' : 's'}`;
    }
  }
  return null;
}

function normalizedUrl(value: string, slash: 'add' | 'drop' | 'keep'): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const text = url.toString();
    if (slash === 'add') return text.endsWith('/') ? text : `${text}/`;
    if (slash === 'drop') return text.replace(/\/+$/, '');
    return text;
  } catch {
    return null;
  }
}

/**
 * An http(s) URL, normalised (`slash`: a trailing slash added, dropped, or the URL kept as
 * written).
 */
export function httpUrl(slash: 'add' | 'drop' | 'keep', message: Complaint) {
  return yup
    .string()
    .transform((_value: unknown, original: unknown) => {
      const url = envText(original);
      return url === undefined ? undefined : (normalizedUrl(url, slash) ?? url);
    })
    .test({
      name: 'http-url',
      message: complain(message),
      test: (value) => value == null || normalizedUrl(value, slash) === value,
    })
    .meta({ values: 'http(s) URL' });
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/** On or off: true/false, 1/0, yes/no or on/off. */
export function flag(message: Complaint) {
  return yup
    .boolean()
    .transform((_value: unknown, original: unknown) => {
      const word = envText(original)?.toLowerCase();
      if (word === undefined) return undefined;
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      return word;
    })
    .typeError(complain(message))
    .meta({ values: 'true or false (also 1/0, yes/no, on/off)' });
}

/**
 * NODE_ENV, read as the one thing either process asks of it: whether it is `production`.
 * Each side names this setting `production`, which is what inProduction reads.
 */
export function production() {
  return yup
    .boolean()
    .label('NODE_ENV')
    .transform((_value: unknown, original: unknown) => envText(original) === 'production')
    .default(false);
}

/** Whether the variables being read include NODE_ENV=production. */
export function inProduction(context: yup.TestContext): boolean {
  return (context.parent as { production?: unknown }).production === true;
}

/**
 * A secret of fewer different characters than this is a pattern, not a secret ("aaaa...",
 * "abab...", "1234 1234"), however long. Random hex of the shortest length taken (16) has
 * fewer than 5 different characters about once in two million values.
 */
const MIN_SECRET_VARIETY = 5;

/** Refuses a secret that is one character repeated or a short pattern, in every environment. */
export const variedSecret: yup.TestConfig<string | null | undefined> = {
  name: 'secret-variety',
  message: (params: { label?: string; path: string }) =>
    `${variableName(params)} is one character repeated or a short pattern (fewer than ${MIN_SECRET_VARIETY} different characters); use a random value, for example from \`openssl rand -hex 32\``,
  test: (value) => value == null || value === '' || new Set(value).size >= MIN_SECRET_VARIETY,
};

/** In production, refuses any secret that is one of the repository's published test values. */
export const notATestValueInProduction: yup.TestConfig<string | null | undefined> = {
  name: 'not-a-test-value',
  message: (params: { label?: string; path: string }) =>
    `${variableName(params)} holds one of the repository's test values; set a real one for production`,
  test(value) {
    return !inProduction(this) || value == null || !PUBLISHED_TEST_VALUES.has(value);
  },
};

/** Razorpay's own key secrets are 24 characters; a shorter one is guessed from one signature. */
const MIN_PRODUCTION_SECRET_LENGTH = 24;

/** In production, a signing secret long enough not to be guessed offline from a signed payload. */
export const longInProduction: yup.TestConfig<string | null | undefined> = {
  name: 'production-length',
  message: (params: { label?: string; path: string }) =>
    `${variableName(params)} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters when NODE_ENV=production`,
  test(value) {
    return !inProduction(this) || value == null || value.length >= MIN_PRODUCTION_SECRET_LENGTH;
  },
};

/** The variable a field reads: its label, else the field's own name. */
function variableOf(key: string, field: yup.ObjectShape[string]): string {
  return field instanceof yup.Schema ? (field.spec.label ?? key) : key;
}

/** The variables' text, placed at the fields that read them (a group of fields is an object). */
function inputOf(schema: yup.AnyObjectSchema, env: Env): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    if (field instanceof yup.ObjectSchema) {
      input[key] = inputOf(field, env);
    } else {
      const value = env[variableOf(key, field)];
      if (value !== undefined) input[key] = value;
    }
  }
  return input;
}

/** Every setting's path (`port`, `seller.gstin`), in the schema's order. */
function settingPaths(schema: yup.AnyObjectSchema, prefix = ''): string[] {
  return Object.entries(schema.fields).flatMap(([key, field]) =>
    field instanceof yup.ObjectSchema ? settingPaths(field, `${prefix}${key}.`) : [prefix + key],
  );
}

/**
 * Validates `env` with a side's schema. Returns the typed settings; throws ConfigError with
 * every problem, in the schema's order of variables.
 */
export function readEnv<S extends yup.AnyObjectSchema>(schema: S, env: Env): yup.InferType<S> {
  try {
    return schema.validateSync(inputOf(schema, env), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const order = settingPaths(schema);
    const place = (problem: yup.ValidationError) => {
      const index = order.indexOf(problem.path ?? '');
      return index === -1 ? order.length : index;
    };
    const problems = (error.inner.length > 0 ? error.inner : [error])
      .map((problem, index) => ({ problem, index }))
      .sort((a, b) => place(a.problem) - place(b.problem) || a.index - b.index)
      .flatMap(({ problem }) => problem.errors);
    throw new ConfigError([...new Set(problems)]);
  }
}

/** Several problems with one variable, from one test. */
export function problemsOf(
  context: yup.TestContext,
  messages: string[],
): yup.ValidationError | true {
  if (messages.length === 0) return true;
  return new yup.ValidationError(messages.map((message) => context.createError({ message })));
}

/** One row of README's table, as a side's schema describes a variable. */
export interface VariableRow {
  name: string;
  side: Side;
  doc?: VariableDoc;
  documentedBy?: Side;
  values?: string;
  /** The schema's own default, as README shows it. */
  schemaDefault?: string;
}

/** The variables a side's schema reads, in its order, with README's words for each. */
export function describeVariables(schema: yup.AnyObjectSchema, side: Side): VariableRow[] {
  return rowsOf(schema.describe().fields, side);
}

function rowsOf(fields: Record<string, yup.SchemaFieldDescription>, side: Side): VariableRow[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if ('fields' in field) return rowsOf(field.fields, side);
    const meta = 'meta' in field ? field.meta : undefined;
    const fallback = 'default' in field ? field.default : undefined;
    const row: VariableRow = { name: ('label' in field ? field.label : undefined) ?? key, side };
    if (meta?.doc) row.doc = meta.doc;
    if (meta?.documentedBy) row.documentedBy = meta.documentedBy;
    if (meta?.values) row.values = meta.values;
    if (typeof fallback === 'number') {
      const words = meta?.unit ? durationWords(fallback, meta.unit) : null;
      row.schemaDefault = words ? `${fallback} (${words})` : String(fallback);
    } else if (typeof fallback === 'string') {
      row.schemaDefault = fallback;
    } else if (typeof fallback === 'boolean') {
      row.schemaDefault = fallback ? 'on' : 'off';
    }
    return row;
  });
}

/** pino's log levels, which both sides' LOG_LEVEL takes. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL: one of pino's levels, in any case; `info` when unset. */
export function logLevel() {
  return text()
    .label('LOG_LEVEL')
    .transform((value: string | undefined) => value?.toLowerCase())
    .default('info')
    .oneOf(
      LOG_LEVELS,
      (params: { label?: string; path: string; value: unknown }) =>
        `${variableName(params)} must be one of ${LOG_LEVELS.join(', ')}, got "${String(params.value)}"`,
    )
    .meta({ values: LOG_LEVELS.join(', ') });
}
