// The notification panel's small rules: relative age, the bell badge, per-day dismissal (spec §4).
import { NOTIFICATION_BADGE_CAP } from './constants.ts';
import { toDate, toIsoDate } from './dates.ts';
import { translatable, type TranslatableText } from './translatable.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * 'Just now' under a minute, then minutes, then hours until 24, then days. A timestamp in the
 * future (another device's clock) also reads 'Just now' rather than a negative age.
 */
export const relativeTime = (timestamp: Date | string | number, now: Date): TranslatableText => {
  const at = toDate(timestamp);
  const elapsed = at === null ? 0 : now.getTime() - at.getTime();
  if (elapsed < MINUTE_MS) return translatable('notifications.justNow');
  if (elapsed < HOUR_MS) {
    return translatable('notifications.minutesAgo', { count: Math.floor(elapsed / MINUTE_MS) });
  }
  if (elapsed < DAY_MS) {
    return translatable('notifications.hoursAgo', { count: Math.floor(elapsed / HOUR_MS) });
  }
  return translatable('notifications.daysAgo', { count: Math.floor(elapsed / DAY_MS) });
};

/** The bell badge: nothing for none, the count up to 9, then '9+'. */
export const badgeText = (count: number): string => {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
};

/** Dismissed notification ids, each with the local day (yyyy-MM-dd) it was dismissed on. */
export type DismissedNotifications = Readonly<Record<string, string>>;

/** Spec §4: a dismissed notification stays hidden for the rest of that calendar day only. */
export const isDismissedToday = (
  dismissed: DismissedNotifications,
  id: string,
  now: Date,
): boolean => dismissed[id] === toIsoDate(now);

/** Drops the dismissals of earlier days, so the stored record cannot grow forever. */
export const pruneDismissed = (
  dismissed: DismissedNotifications,
  now: Date,
): DismissedNotifications => {
  const today = toIsoDate(now);
  return Object.fromEntries(Object.entries(dismissed).filter(([, day]) => day === today));
};

export const dismissNotifications = (
  dismissed: DismissedNotifications,
  ids: readonly string[],
  now: Date,
): DismissedNotifications => {
  const today = toIsoDate(now);
  return { ...pruneDismissed(dismissed, now), ...Object.fromEntries(ids.map((id) => [id, today])) };
};

export const dismissNotification = (
  dismissed: DismissedNotifications,
  id: string,
  now: Date,
): DismissedNotifications => dismissNotifications(dismissed, [id], now);

export const visibleNotifications = <T extends { id: string }>(
  notifications: readonly T[],
  dismissed: DismissedNotifications,
  now: Date,
): T[] =>
  notifications.filter((notification) => !isDismissedToday(dismissed, notification.id, now));
