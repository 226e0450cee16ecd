import { pino } from 'pino';
import type { Logger } from 'pino';

export type { Logger };

/** Logs go to stderr: stdout carries only the ready line that start scripts wait for. */
export function createLogger(level: string): Logger {
  return pino({ name: 'provider', level }, pino.destination(2));
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
