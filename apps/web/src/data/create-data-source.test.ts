import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '#web/lib/storage.ts';
import { createDataSource, loadDataAdapter } from './create-data-source.ts';
import { shown } from '#web/test/shown.ts';

describe('createDataSource', () => {
  it('builds the adapter of each mode, loading its module the first time', async () => {
    const storage = createMemoryStorage();
    const demo = await createDataSource('demo', { storage, forwardAnalytics: false });
    const local = await createDataSource('local', { storage });
    const api = await createDataSource('api', {
      storage,
      userId: 'user-1',
      forwardAnalytics: false,
    });
    expect([demo.mode, local.mode, api.mode]).toEqual(['demo', 'local', 'api']);
    expect((await shown(demo)).customers.length).toBe(4);
    expect((await shown(local)).customers.length).toBe(2);
  });

  it('answers at once once the mode is loaded', async () => {
    await loadDataAdapter('local');
    const source = createDataSource('local', { storage: createMemoryStorage() });
    expect(source).not.toBeInstanceOf(Promise);
  });

  it('needs the signed-in user in api mode', () => {
    expect(() => createDataSource('api')).toThrow(/user id/);
  });
});
