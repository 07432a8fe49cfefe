import { describe, expect, it } from 'vitest';
import { formatSignedAt, signedByLine } from './photo-texts.ts';

describe('signedByLine', () => {
  const signature = { name: ' Maria Garcia ', signedAt: '2026-11-27T15:42:00.000Z' };

  it('prints the sign-off in English and Spanish', () => {
    expect(signedByLine(signature, 'en', 'UTC')).toBe(
      'Signed by Maria Garcia, Nov 27, 2026, 3:42 p.m.',
    );
    expect(signedByLine(signature, 'es', 'UTC')).toBe(
      'Firmado por Maria Garcia, 27 nov 2026, 3:42 p. m.',
    );
  });

  it('prints the time in the time zone given', () => {
    expect(signedByLine(signature, 'en', 'America/New_York')).toBe(
      'Signed by Maria Garcia, Nov 27, 2026, 10:42 a.m.',
    );
  });

  it('prints midnight and noon as 12', () => {
    expect(formatSignedAt('2026-01-05T00:07:00Z', 'en', 'UTC')).toBe('Jan 5, 2026, 12:07 a.m.');
    expect(formatSignedAt('2026-09-05T12:00:00Z', 'es', 'UTC')).toBe('5 sept 2026, 12:00 p. m.');
  });
});
