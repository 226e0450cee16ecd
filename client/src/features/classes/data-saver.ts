/**
 * The Data saver switch of View Classes (issue 28): caps class videos at 240p and offers
 * audio only. Remembered for the student on this device (localStorage, per student); until
 * they choose, it is on when the browser says data is dear: the Save-Data preference, or a
 * 2G/3G connection (Network Information API, where the browser has it).
 */
import { useSyncExternalStore } from 'react';
import { getUserLog } from '@/lib/session.ts';

const KEY_PREFIX = 'dataSaver:';
const listeners = new Set<() => void>();

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the browser asks for less data: Save-Data, or a slow connection. */
export function browserSavesData(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)
    ?.connection;
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

const storageKey = () => `${KEY_PREFIX}${getUserLog()?.c_id ?? 'visitor'}`;

function stored(): boolean | null {
  try {
    const value = window.localStorage.getItem(storageKey());
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function setDataSaver(on: boolean): void {
  try {
    window.localStorage.setItem(storageKey(), on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice lasts as long as the page.
  }
  fallback = on;
  for (const listener of listeners) listener();
}

/** Used when storage cannot be written. */
let fallback: boolean | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey()) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the data saver is on, kept in step across lessons and tabs. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => stored() ?? fallback ?? browserSavesData(),
    () => false,
  );
}
