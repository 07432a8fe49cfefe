import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './common.ts';

describe('isoTimestamp', () => {
  it.each([
    '2025-01-01T10:00:00Z',
    '2025-01-01T10:00:00.123Z',
    '2025-01-01T10:00:00+05:30',
    '2025-01-01T10:00:00-0800',
    '2025-01-01T10:00:00+15:59',
    '2025-01-01T10:00:00-15:59',
    '2025-01-01T10:00:00',
  ])('takes %s', (value) => {
    expect(isoTimestamp.safeParse(value).success).toBe(true);
  });

  // PostgreSQL refuses offsets past ±15:59: they must be a 400 here, never a 500 there.
  it.each([
    '2025-01-01T10:00:00+16:00',
    '2025-01-01T10:00:00+2359',
    '2025-01-01T10:00:00-16:00',
    '2025-01-01T10:00:00+15:60',
    '2025-02-30T10:00:00Z',
    'yesterday',
  ])('refuses %s', (value) => {
    expect(isoTimestamp.safeParse(value).success).toBe(false);
  });
});
