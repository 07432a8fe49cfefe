import { ICON_CACHE_VERSION, STORAGE_KEYS } from '@jobtrack/core';
import { createLog } from '#web/lib/log.ts';

const log = createLog('app');

/**
 * Icon caches are cleared when the stored icon-cache version differs from the app's (spec §9),
 * at start-up and again after a new service worker takes over.
 */
export async function refreshIconCache(): Promise<void> {
  try {
    if (localStorage.getItem(STORAGE_KEYS.iconCacheVersion) === ICON_CACHE_VERSION) return;
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.includes('icons')).map((name) => caches.delete(name)),
      );
    }
    localStorage.setItem(STORAGE_KEYS.iconCacheVersion, ICON_CACHE_VERSION);
  } catch (error) {
    log.warn('Could not refresh the icon cache', error);
  }
}

/**
 * Registers /sw.js (spec §2). Auto-update is off: a new worker waits until every tab of the
 * app is closed. A registration failure is only logged (spec §8).
 */
export function registerServiceWorker(): void {
  void refreshIconCache();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      log.warn('Service worker registration failed', error);
    });
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      try {
        localStorage.removeItem(STORAGE_KEYS.iconCacheVersion);
      } catch {
        // storage blocked: the next start-up check covers it
      }
      void refreshIconCache();
    });
  };
  // After the page's load, so the worker's downloads never compete with the first screen; the
  // landing page's code itself starts after load (decision 023).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
