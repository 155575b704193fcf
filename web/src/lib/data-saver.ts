import { useSyncExternalStore } from 'react';

/*
 * Data saver: lists show initials instead of photos, for people who pay for data by the
 * megabyte. Chosen on this device (the footer's switch); until someone chooses, it follows the
 * browser's own data-saving mode (Save-Data, `navigator.connection.saveData`).
 */

const STORAGE_KEY = 'dataSaver';
const listeners = new Set<() => void>();

function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function read(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const chosen = window.localStorage.getItem(STORAGE_KEY);
    if (chosen !== null) return chosen === 'on';
  } catch {
    // storage blocked: the browser's mode decides
  }
  return browserSavesData();
}

export function setDataSaver(on: boolean) {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // not remembered; it still applies until the page is left
  }
  current = on;
  listeners.forEach((listener) => listener());
}

let current: boolean | undefined;
const snapshot = () => (current ??= read());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether lists should leave photos out; the first render (and the prerender) shows them. */
export const useDataSaver = () => useSyncExternalStore(subscribe, snapshot, () => false);
