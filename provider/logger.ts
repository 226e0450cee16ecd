import { pino } from 'pino';
import type { Logger } from 'pino';

export type { Logger };

/** Logs go to stderr: stdout carries only the ready line that start scripts wait for. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: 'provider', level }, pino.destination(2));
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
