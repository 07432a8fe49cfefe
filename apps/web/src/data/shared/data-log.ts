// The data layer's only console output: what spec §8 says is "only logged" (lib/log.ts).

import { createLog, type Log } from '#web/lib/log.ts';

export type Logger = Log;

export const consoleLogger: Logger = createLog('data');
