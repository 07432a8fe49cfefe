import { describe, expect, it } from 'vitest';
import {
  badgeText,
  dismissNotification,
  dismissNotifications,
  isDismissedToday,
  pruneDismissed,
  relativeTime,
  visibleNotifications,
} from './notification-panel.ts';

const now = new Date(2024, 2, 6, 15, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it("reads 'Just now' under a minute", () => {
    expect(relativeTime(ago(0), now)).toEqual({ key: 'notifications.justNow' });
    expect(relativeTime(ago(59 * SECOND), now)).toEqual({ key: 'notifications.justNow' });
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toEqual({
      key: 'notifications.justNow',
    });
  });

  it('then minutes', () => {
    expect(relativeTime(ago(MINUTE), now)).toEqual({
      key: 'notifications.minutesAgo',
      params: { count: 1 },
    });
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toEqual({
      key: 'notifications.minutesAgo',
      params: { count: 59 },
    });
  });

  it('then hours until 24', () => {
    expect(relativeTime(ago(HOUR), now)).toEqual({
      key: 'notifications.hoursAgo',
      params: { count: 1 },
    });
    expect(relativeTime(ago(DAY - SECOND), now)).toEqual({
      key: 'notifications.hoursAgo',
      params: { count: 23 },
    });
  });

  it('then days', () => {
    expect(relativeTime(ago(DAY), now)).toEqual({
      key: 'notifications.daysAgo',
      params: { count: 1 },
    });
    expect(relativeTime(now.getTime() - 10 * DAY, now)).toEqual({
      key: 'notifications.daysAgo',
      params: { count: 10 },
    });
  });
});

describe('badgeText', () => {
  it('is empty for no notifications', () => {
    expect(badgeText(0)).toBe('');
  });
  it('shows 1 to 9', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
  });
  it("caps at '9+'", () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('dismissal per calendar day', () => {
  it('hides a dismissed notification for the rest of that day only', () => {
    const dismissed = dismissNotification({}, 'large-balance', now);
    expect(isDismissedToday(dismissed, 'large-balance', now)).toBe(true);
    expect(isDismissedToday(dismissed, 'large-balance', new Date(2024, 2, 6, 23, 59))).toBe(true);
    expect(isDismissedToday(dismissed, 'large-balance', new Date(2024, 2, 7, 0, 0))).toBe(false);
    expect(isDismissedToday(dismissed, 'other', now)).toBe(false);
  });

  it('forgets the dismissals of earlier days when saving a new one', () => {
    const old = { 'jobs-today-2024-03-05': '2024-03-05', kept: '2024-03-06' };
    expect(dismissNotification(old, 'new', now)).toEqual({ kept: '2024-03-06', new: '2024-03-06' });
    expect(pruneDismissed(old, now)).toEqual({ kept: '2024-03-06' });
  });

  it('clears all at once and filters the visible list', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const dismissed = dismissNotifications({}, ['a', 'c'], now);
    expect(visibleNotifications(list, dismissed, now)).toEqual([{ id: 'b' }]);
    expect(visibleNotifications(list, dismissed, new Date(2024, 2, 7, 8))).toEqual(list);
  });
});
