import { createContext, useContext } from 'react';

/** What the server tells the app at start-up (DESIGN.md §3): one build serves every mode. */
export type RuntimeConfig = {
  demoMode: boolean;
  demoCredentials: { email: string; password: string } | null;
  version: string;
  buildHash: string;
  publicUrl: string;
};

const CACHE_KEY = 'jobtrack_runtime_config';

const FALLBACK: RuntimeConfig = {
  demoMode: true,
  demoCredentials: null,
  version: '1.0.0',
  buildHash: __BUILD_HASH__,
  publicUrl: typeof location === 'undefined' ? '' : location.origin,
};

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
    console.warn('Runtime settings unavailable; using the last known ones', error);
    try {
      const cached = localStorage.getItem(CACHE_KEY);
      if (cached) return { ...FALLBACK, ...(JSON.parse(cached) as Partial<RuntimeConfig>) };
    } catch {
      // fall through to the defaults
    }
    return FALLBACK;
  }
}

export const RuntimeConfigContext = createContext<RuntimeConfig>(FALLBACK);

export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
