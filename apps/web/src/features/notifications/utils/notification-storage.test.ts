import { STORAGE_KEYS } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/storage.ts';
import {
  createNotificationStorage,
  dismissalKey,
  isNotificationsEnabled,
  parseDismissed,
  parseReadIds,
  READ_NOTIFICATIONS_KEY,
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

  it('ignores stored values of the wrong shape', () => {
    expect(parseDismissed('not json')).toEqual({});
    expect(parseDismissed('[1,2]')).toEqual({});
    expect(parseReadIds('{"u1":"a"}', 'u1').size).toBe(0);
  });
});
