import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholeDollars, sumMoney, unpaidAmount } from './money.ts';

describe('formatWholeDollars (stat tiles)', () => {
  it('rounds to whole dollars with a thousands separator', () => {
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatWholeDollars(1234.49)).toBe('$1,234');
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(930)).toBe('$930');
  });
});

describe('formatMoney (unpaid, detail and job prices)', () => {
  it('shows two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(705)).toBe('$705.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(0.125)).toBe('$0.13');
  });
});

describe('unpaidAmount (spec §9)', () => {
  it('takes the actual cost first', () => {
    expect(unpaidAmount({ price: 10, estimatedCost: 20, actualCost: 30 })).toBe(30);
  });
  it('then the estimate', () => {
    expect(unpaidAmount({ price: 10, estimatedCost: 20 })).toBe(20);
  });
  it('then the price', () => {
    expect(unpaidAmount({ price: 10 })).toBe(10);
  });
  it('keeps an actual cost of 0 rather than falling through', () => {
    expect(unpaidAmount({ price: 10, estimatedCost: 20, actualCost: 0 })).toBe(0);
  });
});

describe('sumMoney', () => {
  it('adds cents exactly', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([150, 80.25, 19.75])).toBe(250);
  });
});

describe('money in the Spanish UI (decision 016: US dollars the US way)', () => {
  it("reads '$1,234.50' and '$1,235', exactly as in English", () => {
    expect(formatMoney(1234.5, 'es')).toBe('$1,234.50');
    expect(formatWholeDollars(1234.5, 'es')).toBe('$1,235');
    expect(formatMoney(705, 'es')).toBe(formatMoney(705, 'en'));
    expect(formatMoney(0, 'es')).toBe('$0.00');
  });
});
