import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './common.ts';

describe('isoTimestamp', () => {
  it.each([
    '2025-01-01T10:00:00Z',
    '2025-01-01T10:00:00.123Z',
    '2025-01-01T10:00:00.123456789Z',
    '2025-01-01T10:00Z',
    '2025-01-01T10:00:00+05:30',
    '2025-01-01T10:00:00-0800',
    '2025-01-01T10:00:00+14:00',
    '2025-01-01T10:00:00-14:00',
    '2025-01-01T10:00:00',
  ])('takes %s', (value) => {
    expect(isoTimestamp.safeParse(value).success).toBe(true);
  });

  // Issue 11: offsets within ±14:00 only (PostgreSQL answers 500 past ±15:59).
  it.each([
    '2025-01-01T10:00:00+14:01',
    '2025-01-01T10:00:00-14:30',
    '2025-01-01T10:00:00+15:59',
    '2025-01-01T10:00:00+16:00',
    '2025-01-01T10:00:00+2359',
    '2025-01-01T10:00:00-16:00',
    '2025-01-01T10:00:00+15:60',
    '2025-01-01T10:00:00+05',
    '2025-01-01T10:00:00 GMT+0100',
    '2025-01-01T10:00:00 +05:30',
    '2025-02-30T10:00:00Z',
    '1899-12-31T10:00:00Z',
    'yesterday',
  ])('refuses %s', (value) => {
    expect(isoTimestamp.safeParse(value).success).toBe(false);
  });

  it('takes every offset within ±14:00 and none beyond', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('+', '-'),
        fc.boolean(),
        (hours, minutes, sign, colon) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const value = `2025-06-01T12:00:00${sign}${pad(hours)}${colon ? ':' : ''}${pad(minutes)}`;
          const isReal = minutes <= 59 && hours * 60 + minutes <= 14 * 60;
          expect(isoTimestamp.safeParse(value).success).toBe(isReal);
        },
      ),
      { numRuns: 500 },
    );
  });
});
