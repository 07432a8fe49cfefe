// The server's settings without React (decision 037): the landing page reads them, and records
// its visit, before (or without) loading React. runtime-config.ts adds the React context.
import { createLog } from './log.ts';
import { RUNTIME_CONFIG_KEY } from '#web/config/visitor.ts';

const log = createLog('config');

/** What the server tells the app at start-up (docs/architecture.md §3): one build serves every mode. */
export type RuntimeConfig = {
  demoMode: boolean;
  demoCredentials: { email: string; password: string } | null;
  version: string;
  buildHash: string;
  publicUrl: string;
};

const CACHE_KEY = RUNTIME_CONFIG_KEY;

/** The settings before any answer: what the prerendered landing page was built with. */
export const RUNTIME_CONFIG_DEFAULTS: RuntimeConfig = {
  demoMode: true,
  demoCredentials: null,
  version: '1.0.0',
  buildHash: __BUILD_HASH__,
  publicUrl: typeof location === 'undefined' ? '' : location.origin,
};

/** The settings from the last visit, if this browser has them (read synchronously, at start). */
export function readCachedRuntimeConfig(): RuntimeConfig | null {
  try {
    const cached = localStorage.getItem(CACHE_KEY);
    return cached
      ? { ...RUNTIME_CONFIG_DEFAULTS, ...(JSON.parse(cached) as Partial<RuntimeConfig>) }
      : null;
  } catch {
    return null;
  }
}

/**
 * The settings a prerendered page was made with (login.html: the server's demo mode and demo
 * credentials, decision 043), so the app renders the same page; null on other pages.
 */
export function readPageSettings(): Partial<RuntimeConfig> | null {
  try {
    const script = document.getElementById('prerender-settings');
    return script?.textContent ? (JSON.parse(script.textContent) as Partial<RuntimeConfig>) : null;
  } catch {
    return null;
  }
}

/**
 * The settings to render with before /api/config answers: last visit's, else the defaults; the
 * page's own, fresh from the server, over either.
 */
export const initialRuntimeConfig = (): RuntimeConfig => {
  const page = readPageSettings();
  const base = readCachedRuntimeConfig() ?? RUNTIME_CONFIG_DEFAULTS;
  return page ? { ...base, ...page } : base;
};

let loading: Promise<RuntimeConfig> | null = null;

/**
 * The one /api/config request of this page load, started by the entry so it runs beside the
 * code's download; the screens render at once and adapt when it answers (decision 023).
 */
export const runtimeConfigLoaded = (): Promise<RuntimeConfig> => (loading ??= loadRuntimeConfig());

/**
 * Reads /api/config; offline, the copy from the last visit keeps the installed app working.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
    const config = (await response.json()) as RuntimeConfig;
    try {
      localStorage.setItem(CACHE_KEY, JSON.stringify(config));
    } catch {
      // storage full or blocked: the app still runs with the fresh copy
    }
    return config;
  } catch (error) {
    log.warn('Runtime settings unavailable; using the last known ones', error);
    return readCachedRuntimeConfig() ?? RUNTIME_CONFIG_DEFAULTS;
  }
}
