import { describe, expect, it } from 'vitest';
import { formatStorageSize, localStorageBytes } from './storage-size.ts';

describe('formatStorageSize (spec §2: bytes, KB or MB)', () => {
  it('shows bytes below 1 KB', () => {
    expect(formatStorageSize(0)).toBe('0 bytes');
    expect(formatStorageSize(1)).toBe('1 byte');
    expect(formatStorageSize(1023)).toBe('1023 bytes');
  });

  it('switches to KB at exactly 1024 bytes', () => {
    expect(formatStorageSize(1024)).toBe('1 KB');
    expect(formatStorageSize(1536)).toBe('1.5 KB');
  });

  it('stays in KB up to 1023.99 KB, never rounding up to 1024 KB', () => {
    expect(formatStorageSize(Math.ceil(1023.99 * 1024))).toBe('1023.99 KB');
    expect(formatStorageSize(1024 * 1024 - 1)).toBe('1023.99 KB');
  });

  it('switches to MB at exactly 1 MB', () => {
    expect(formatStorageSize(1024 * 1024)).toBe('1 MB');
    expect(formatStorageSize(12.5 * 1024 * 1024)).toBe('12.5 MB');
    expect(formatStorageSize(5000 * 1024 * 1024)).toBe('5000 MB');
  });

  it('uses the language decimal separator', () => {
    expect(formatStorageSize(1536, 'es')).toBe('1,5 KB');
  });

  it('reads nonsense as 0 bytes', () => {
    expect(formatStorageSize(-5)).toBe('0 bytes');
    expect(formatStorageSize(Number.NaN)).toBe('0 bytes');
  });
});

describe('localStorageBytes', () => {
  it('counts keys and values as UTF-16', () => {
    localStorage.clear();
    localStorage.setItem('ab', 'cde');
    expect(localStorageBytes()).toBe(10);
    localStorage.clear();
    expect(localStorageBytes()).toBe(0);
  });
});
