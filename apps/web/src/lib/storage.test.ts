import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryBackend,
  createMemoryStorage,
  createSafeStorage,
  getJSON,
  remove,
  setJSON,
} from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const throwingBackend = () => ({
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
});

describe('safe storage', () => {
  it('round-trips JSON through localStorage', () => {
    expect(setJSON('jobtrack_test', { a: 1, list: ['x'] })).toBe(true);
    expect(localStorage.getItem('jobtrack_test')).toBe('{"a":1,"list":["x"]}');
    expect(getJSON('jobtrack_test')).toEqual({ a: 1, list: ['x'] });
    remove('jobtrack_test');
    expect(localStorage.getItem('jobtrack_test')).toBeNull();
    expect(getJSON('jobtrack_test')).toBeNull();
  });

  it('reads null for a value that is not JSON, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('jobtrack_test', '{oops');
    expect(getJSON('jobtrack_test')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads null for a value of the wrong shape when given a check', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createMemoryStorage();
    const backend = createMemoryBackend();
    const checked = createSafeStorage(() => backend);
    backend.setItem('k', '{"not":"a list"}');
    expect(checked.getJSON('k', Array.isArray)).toBeNull();
    backend.setItem('k', '[1,2]');
    expect(checked.getJSON('k', Array.isArray)).toEqual([1, 2]);
    expect(storage.getJSON('missing')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('only logs when the browser refuses: reads are null, writes false, nothing throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createSafeStorage(throwingBackend);
    expect(storage.getJSON('k')).toBeNull();
    expect(storage.getString('k')).toBeNull();
    expect(storage.setJSON('k', { a: 1 })).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('works without any storage at all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createSafeStorage(() => undefined);
    expect(storage.getJSON('k')).toBeNull();
    expect(storage.setJSON('k', 1)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('refuses values JSON cannot hold without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(setJSON('jobtrack_test', circular)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
