// The web app's one way to the console (decision 029): failures spec §8 says are "only logged".
// Each area has its log, whose prefix names it: createLog('settings').warn('export failed', error)
// writes "[settings] export failed" and the error. Lint allows `console` only here.

export type Log = {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
};

/** A log whose lines start with `[area]`. */
export function createLog(area: string): Log {
  const prefix = `[${area}]`;
  return {
    warn: (message, detail) => console.warn(`${prefix} ${message}`, detail ?? ''),
    error: (message, detail) => console.error(`${prefix} ${message}`, detail ?? ''),
  };
}
