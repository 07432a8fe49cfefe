// The data layer's only console output: what spec §8 says is "only logged".

export type Logger = {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
};

export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(`[data] ${message}`, detail ?? ''),
  error: (message, detail) => console.error(`[data] ${message}`, detail ?? ''),
};
