import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLog } from './log.ts';

afterEach(() => vi.restoreAllMocks());

describe('createLog', () => {
  it("prefixes each line with its area and passes the detail on (spec §8's 'only logged')", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('quota');
    const log = createLog('settings');
    log.warn('export failed', failure);
    log.error('import failed');
    expect(warn).toHaveBeenCalledWith('[settings] export failed', failure);
    expect(error).toHaveBeenCalledWith('[settings] import failed', '');
  });
});
