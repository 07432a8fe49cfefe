import { createLog } from '#web/lib/log.ts';

const log = createLog('settings');
// The storage figures of the cache-management section (spec §2): bytes, KB or MB.

const KB = 1024;
const MB = 1024 * KB;

/** Two decimals at most, cut rather than rounded so 1023.999 KB never reads as '1024 KB'. */
const twoDecimals = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(
    Math.floor(value * 100) / 100,
  );

/** '0 bytes', '1023 bytes', '1 KB', '1023.99 KB', '1 MB', '12.5 MB'. */
export function formatStorageSize(bytes: number, locale = 'en'): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
  if (size < KB) return `${size} ${size === 1 ? 'byte' : 'bytes'}`;
  if (size < MB) return `${twoDecimals(size / KB, locale)} KB`;
  return `${twoDecimals(size / MB, locale)} MB`;
}

/** What this app keeps in localStorage, in bytes (browsers store it as UTF-16). */
export function localStorageBytes(storage: Storage | undefined = safeLocalStorage()): number {
  if (!storage) return 0;
  let total = 0;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null) continue;
      total += (key.length + (storage.getItem(key) ?? '').length) * 2;
    }
  } catch (error) {
    log.warn('could not measure local storage', error);
  }
  return total;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** What the browser reports for caches and other site storage; null when it cannot tell. */
export async function siteStorageBytes(): Promise<number | null> {
  try {
    const estimate = await globalThis.navigator?.storage?.estimate?.();
    return typeof estimate?.usage === 'number' ? estimate.usage : null;
  } catch (error) {
    log.warn('could not estimate storage', error);
    return null;
  }
}
