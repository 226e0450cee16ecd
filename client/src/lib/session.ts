/**
 * The browser-side login record (`userLog` in localStorage, as the original site kept it):
 * {c_id, name} for the navbar and route gating. The gateway's session cookie is the real
 * authority; this record only says who the page believes is signed in.
 */
import { useSyncExternalStore } from 'react';
import { USER_LOG_KEY } from './user-log-key.ts';

interface UserLog {
  c_id: string;
  name: string;
}

const RETURN_PATH_KEY = 'returnPath';
const listeners = new Set<() => void>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedLog: UserLog | null = null;

export function getUserLog(): UserLog | null {
  const raw = readStorage(USER_LOG_KEY);
  if (raw === cachedRaw) return cachedLog;
  cachedRaw = raw;
  cachedLog = parseUserLog(raw);
  return cachedLog;
}

function parseUserLog(raw: string | null): UserLog | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'c_id' in value &&
      'name' in value &&
      typeof value.c_id === 'string' &&
      typeof value.name === 'string'
    ) {
      return { c_id: value.c_id, name: value.name };
    }
  } catch {
    // A corrupt record counts as signed out.
  }
  return null;
}

function notify() {
  for (const listener of listeners) listener();
}

export function setUserLog(log: UserLog): void {
  window.localStorage.setItem(USER_LOG_KEY, JSON.stringify(log));
  notify();
}

export function clearUserLog(): void {
  window.localStorage.removeItem(USER_LOG_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_LOG_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current login record; re-renders when it changes (in this tab or another). */
export function useUserLog(): UserLog | null {
  return useSyncExternalStore(subscribe, getUserLog, () => null);
}

/** Where to go after signing in (SPEC.md §2: the path a protected route remembered). */
export function rememberReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the user then lands on Home.
  }
}

/** Whether `path` may be returned to after signing in: a path on this site, never elsewhere. */
export const isSitePath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/** Reads and clears the remembered return path. */
export function takeReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_PATH_KEY);
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
    // Only same-site paths: never an open redirect.
    return path && isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}
