import { describe, expect, it } from 'vitest';
import { signedByLine } from './photo-texts.ts';

const signature = {
  name: ' Maria Garcia ',
  signedAt: '2026-11-27T20:42:00.000Z',
  photoId: 'photo-1',
};

describe('signedByLine', () => {
  it('prints the name, the day and the time in English and Spanish, in the zone named', () => {
    expect(signedByLine(signature, 'en', 'America/Chicago')).toBe(
      'Signed by Maria Garcia, Nov 27, 2026, 2:42 p.m.',
    );
    expect(signedByLine(signature, 'es', 'America/New_York')).toBe(
      'Firmado por Maria Garcia, 27 nov 2026, 3:42 p. m.',
    );
  });

  it('morning, midnight and noon', () => {
    const at = (signedAt: string) => ({ ...signature, signedAt });
    expect(signedByLine(at('2026-11-27T09:05:00Z'), 'en', 'UTC')).toBe(
      'Signed by Maria Garcia, Nov 27, 2026, 9:05 a.m.',
    );
    expect(signedByLine(at('2026-11-27T00:30:00Z'), 'es', 'UTC')).toBe(
      'Firmado por Maria Garcia, 27 nov 2026, 12:30 a. m.',
    );
    expect(signedByLine(at('2026-11-27T12:00:00Z'), 'en', 'UTC')).toBe(
      'Signed by Maria Garcia, Nov 27, 2026, 12:00 p.m.',
    );
  });

  it("without a zone, the device's own", () => {
    const local = new Date(2026, 10, 27, 15, 42).toISOString();
    expect(signedByLine({ ...signature, signedAt: local }, 'en')).toBe(
      'Signed by Maria Garcia, Nov 27, 2026, 3:42 p.m.',
    );
  });

  it('nothing for a time that is not one', () => {
    expect(signedByLine({ ...signature, signedAt: 'soon' }, 'en')).toBe('');
  });
});
