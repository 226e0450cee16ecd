/** The kinds of value the gateway's settings take, with the gateway's own messages. */
import path from 'node:path';
import { httpUrl, integer, text } from '../../common/config-schema.ts';

/** Whether another variable's value is a port (else it is refused, and reported, on its own). */
export const isPort = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 65535;

export const between = (min: number, max: number, unit?: 'ms' | 's') =>
  integer({
    min,
    max,
    ...(unit ? { unit } : {}),
    message: (name, got) => `${name} must be an integer between ${min} and ${max}, got "${got}"`,
  });

export const url = (slash: 'add' | 'drop' | 'keep') =>
  httpUrl(slash, (name, got) => `${name} must be an http(s) URL, got "${got}"`);

/** A folder, resolved against the working directory. */
export const folder = () =>
  text()
    .transform((value: string | undefined) => value && path.resolve(value))
    .meta({ values: 'a folder' });
