// Browser storage that never throws (spec §8): private mode, a full quota or a blocked storage
// must not break a screen, so failures are only logged and reads answer null.

import { createLog } from './log.ts';

/** The part of the Web Storage API we use, so tests and other backends can stand in. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SafeStorage = {
  /**
   * The parsed JSON under `key`, or null when it is missing, unreadable or not JSON. With
   * `isValid`, a value of the wrong shape is also null (and logged), so callers get a real T.
   */
  getJSON<T = unknown>(key: string, isValid?: (value: unknown) => value is T): T | null;
  /** Stores `value` as JSON; false when the browser refused (logged). */
  setJSON(key: string, value: unknown): boolean;
  /** A raw string value (e.g. the bearer token), or null. */
  getString(key: string): string | null;
  setString(key: string, value: string): boolean;
  remove(key: string): void;
};

const log = createLog('storage');

const warn = (message: string, key: string, error?: unknown) => {
  log.warn(`${message} "${key}"`, error);
};

const defaultBackend = (): StorageBackend | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Some browsers throw on the mere access when storage is blocked.
    return undefined;
  }
};

export const createSafeStorage = (
  backend: () => StorageBackend | undefined = defaultBackend,
): SafeStorage => {
  const getString = (key: string): string | null => {
    try {
      return backend()?.getItem(key) ?? null;
    } catch (error) {
      warn('could not read', key, error);
      return null;
    }
  };

  const setString = (key: string, value: string): boolean => {
    try {
      const target = backend();
      if (!target) {
        warn('no storage to write', key);
        return false;
      }
      target.setItem(key, value);
      return true;
    } catch (error) {
      warn('could not write', key, error);
      return false;
    }
  };

  return {
    getString,
    setString,
    getJSON<T = unknown>(key: string, isValid?: (value: unknown) => value is T): T | null {
      const raw = getString(key);
      if (raw === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        warn('ignored a value that is not JSON under', key, error);
        return null;
      }
      if (isValid && !isValid(value)) {
        warn('ignored a value of the wrong shape under', key);
        return null;
      }
      return value as T;
    },
    setJSON(key: string, value: unknown): boolean {
      let raw: string;
      try {
        raw = JSON.stringify(value);
      } catch (error) {
        warn('could not serialize the value for', key, error);
        return false;
      }
      return setString(key, raw);
    },
    remove(key: string): void {
      try {
        backend()?.removeItem(key);
      } catch (error) {
        warn('could not remove', key, error);
      }
    },
  };
};

/** The app's storage: the browser's localStorage. */
export const safeStorage = createSafeStorage();
export const { getJSON, setJSON, getString, setString, remove } = safeStorage;

/** A storage kept in memory: a stand-in where the browser has none (tests, non-browser runs). */
export const createMemoryBackend = (): StorageBackend & { readonly size: number } => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    get size() {
      return values.size;
    },
  };
};

/** A SafeStorage over its own memory backend (tests; a device without storage). */
export const createMemoryStorage = (): SafeStorage => {
  const backend = createMemoryBackend();
  return createSafeStorage(() => backend);
};
