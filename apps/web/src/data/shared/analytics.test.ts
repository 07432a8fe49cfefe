import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '#web/lib/storage.ts';
import { createRecordingLogger } from '#web/test/api-helpers.ts';
import { createAnalyticsLog } from './analytics.ts';

const NOW = new Date('2025-06-04T10:00:00.000Z');

const logWith = () =>
  createAnalyticsLog({
    storage: createMemoryStorage(),
    keep: 10,
    logger: createRecordingLogger(),
    now: () => NOW,
  });

describe('analytics kept on the device', () => {
  it('keeps the newest events only, stamping those without a time', async () => {
    const log = logWith();
    for (let i = 0; i < 12; i++) await log.track({ event: `e${i}` });
    expect(log.events().map((e) => e.event)).toEqual([
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
      'e8',
      'e9',
      'e10',
      'e11',
    ]);
    expect(log.events()[0]!.timestamp).toBe(NOW.toISOString());
  });
});
