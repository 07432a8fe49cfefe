import { STORAGE_KEYS } from '@jobtrack/core';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';

/** Workbox keeps the app's own files here; without them the installed app cannot open offline. */
const PRECACHE_PREFIX = 'workbox-precache';

/**
 * Clears the caches of downloaded files (icons and other runtime caches) and the icon-cache
 * version, so the next start fetches fresh icons (spec §9). Never touches the user's data, nor
 * the app's own offline copy. Answers how many caches were cleared.
 */
export async function clearAppCaches(
  cacheStorage: CacheStorage | undefined = globalThis.caches,
  storage: SafeStorage = safeStorage,
): Promise<number> {
  let cleared = 0;
  if (cacheStorage) {
    const names = (await cacheStorage.keys()).filter((name) => !name.startsWith(PRECACHE_PREFIX));
    const results = await Promise.all(names.map((name) => cacheStorage.delete(name)));
    cleared = results.filter(Boolean).length;
  }
  storage.remove(STORAGE_KEYS.iconCacheVersion);
  return cleared;
}
