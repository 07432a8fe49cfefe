import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterPriceInput, parsePrice } from './price.ts';

describe('filterPriceInput (spec §5)', () => {
  it.each([
    ['12.3.4a', '12.34'],
    ['$1,234.50', '1234.50'],
    ['abc', ''],
    ['.5', '.5'],
    ['-20', '20'],
    ['100', '100'],
    ['1..2', '1.2'],
  ])('keeps only digits and one point: %j -> %j', (input, output) => {
    expect(filterPriceInput(input)).toBe(output);
  });

  it('never leaves more than one point or a non-digit', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const filtered = filterPriceInput(input);
        expect(filtered).toMatch(/^\d*\.?\d*$/);
      }),
    );
  });
});

describe('parsePrice', () => {
  it('reads numbers of at least 0', () => {
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('12.')).toBe(12);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice(' 75 ')).toBe(75);
  });

  it('refuses what is not a price', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('.')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1e3')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('1.2.3')).toBeNull();
  });
});
