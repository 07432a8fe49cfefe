import { STORAGE_KEYS } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '#web/lib/storage.ts';
import {
  createNotificationStorage,
  dismissalKey,
  FIRST_SEEN_NOTIFICATIONS_KEY,
  isNotificationsEnabled,
  parseDismissed,
  parseFirstSeen,
  parseReadIds,
  READ_NOTIFICATIONS_KEY,
  withFirstSeen,
} from './notification-storage.ts';

describe('isNotificationsEnabled', () => {
  it("is on when nothing is stored or 'true', off otherwise", () => {
    expect(isNotificationsEnabled(null)).toBe(true);
    expect(isNotificationsEnabled('true')).toBe(true);
    expect(isNotificationsEnabled('false')).toBe(false);
  });
});

describe('notification storage', () => {
  const today = new Date(2025, 5, 11, 10, 0);
  const tomorrow = new Date(2025, 5, 12, 0, 1);

  it('keeps dismissals per user, for the day they were made on', () => {
    const storage = createMemoryStorage();
    const store = createNotificationStorage(storage);
    store.dismiss('u1', ['large-balance'], today);
    const dismissed = parseDismissed(storage.getString(STORAGE_KEYS.dismissedNotifications));
    expect(dismissed).toEqual({ [dismissalKey('u1', 'large-balance')]: '2025-06-11' });

    // The next day's dismissal drops yesterday's, so the record never grows.
    store.dismiss('u1', ['overdue-payment-job-1'], tomorrow);
    expect(parseDismissed(storage.getString(STORAGE_KEYS.dismissedNotifications))).toEqual({
      [dismissalKey('u1', 'overdue-payment-job-1')]: '2025-06-12',
    });
  });

  it('keeps read ids per user, only those that can still show', () => {
    const storage = createMemoryStorage();
    const store = createNotificationStorage(storage);
    store.markRead('u1', ['a', 'b'], ['a', 'b', 'c']);
    store.markRead('u2', ['c'], ['c']);
    store.markRead('u1', ['c'], ['b', 'c']);
    const raw = storage.getString(READ_NOTIFICATIONS_KEY);
    expect([...parseReadIds(raw, 'u1')].sort()).toEqual(['b', 'c']);
    expect([...parseReadIds(raw, 'u2')]).toEqual(['c']);
  });

  it('keeps when each notification was first raised, per user, only for those still raised', () => {
    const storage = createMemoryStorage();
    const store = createNotificationStorage(storage);
    const nine = '2025-06-11T09:00:00.000Z';
    const ten = '2025-06-11T10:00:00.000Z';
    store.rememberFirstSeen('u1', [{ id: 'large-balance', timestamp: nine }]);
    store.rememberFirstSeen('u2', [{ id: 'large-balance', timestamp: ten }]);
    // Later renders carry a later time: the first one is kept; a new id takes its own.
    store.rememberFirstSeen('u1', [
      { id: 'large-balance', timestamp: ten },
      { id: 'jobs-today-2025-06-11', timestamp: ten },
    ]);
    const raw = storage.getString(FIRST_SEEN_NOTIFICATIONS_KEY);
    expect(parseFirstSeen(raw, 'u1')).toEqual({
      'large-balance': nine,
      'jobs-today-2025-06-11': ten,
    });
    expect(parseFirstSeen(raw, 'u2')).toEqual({ 'large-balance': ten });
    // One no longer raised is forgotten: raised again, it is new again.
    store.rememberFirstSeen('u1', [{ id: 'jobs-today-2025-06-11', timestamp: ten }]);
    expect(parseFirstSeen(storage.getString(FIRST_SEEN_NOTIFICATIONS_KEY), 'u1')).toEqual({
      'jobs-today-2025-06-11': ten,
    });
    expect(withFirstSeen({ a: nine }, [{ id: 'a', timestamp: ten }])).toEqual({ a: nine });
  });

  it('ignores stored values of the wrong shape', () => {
    expect(parseFirstSeen('{"u1":["a"]}', 'u1')).toEqual({});
    expect(parseFirstSeen('nope', 'u1')).toEqual({});
    expect(parseDismissed('not json')).toEqual({});
    expect(parseDismissed('[1,2]')).toEqual({});
    expect(parseReadIds('{"u1":"a"}', 'u1').size).toBe(0);
  });
});
