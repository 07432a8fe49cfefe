// What the owner did with the notifications, kept in this browser: the per-day dismissals
// (spec §4), the read ids, when each was first raised and the Settings switch (spec §2, on).
import {
  dismissNotifications,
  pruneDismissed,
  STORAGE_KEYS,
  type DismissedNotifications,
} from '@jobtrack/core';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';

/** Read ids per user: { [userId]: ids }. Beyond the spec's key list, like the Settings switch. */
export const READ_NOTIFICATIONS_KEY = 'jobtrack_read_notifications';

/**
 * When each generated notification was first raised, per user: { [userId]: { [id]: ISO } }, so
 * its age ('Just now', minutes, hours, days — spec §2) counts from then, not from each render.
 */
export const FIRST_SEEN_NOTIFICATIONS_KEY = 'jobtrack_notifications_first_seen';

/** A listener per mounted bell or panel, so a change in one shows at once in the other. */
const listeners = new Set<() => void>();

export const subscribeToNotificationStorage = (listener: () => void): (() => void) => {
  listeners.add(listener);
  // Another tab of the app changed them.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

const notifyAll = () => {
  for (const listener of listeners) listener();
};

/** Spec §2: on unless the owner switched it off (absent or 'true' is on). */
export const isNotificationsEnabled = (raw: string | null): boolean =>
  raw === null || raw === 'true';

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

const isReadRecord = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
  );

/**
 * Dismissals live under the spec's one key for every user of this browser, so each id is
 * prefixed with its user: dismissing 'large-balance' for one account leaves another's alone.
 */
export const dismissalKey = (userId: string, id: string): string => `${userId}::${id}`;

export const parseDismissed = (raw: string | null): DismissedNotifications => {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isStringRecord(value) ? value : {};
  } catch {
    return {};
  }
};

const parseReadRecord = (raw: string | null): Record<string, string[]> => {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isReadRecord(value) ? value : {};
  } catch {
    return {};
  }
};

export const parseReadIds = (raw: string | null, userId: string): ReadonlySet<string> =>
  new Set(parseReadRecord(raw)[userId] ?? []);

const isFirstSeenRecord = (value: unknown): value is Record<string, Record<string, string>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(isStringRecord);

const parseFirstSeenRecord = (raw: string | null): Record<string, Record<string, string>> => {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isFirstSeenRecord(value) ? value : {};
  } catch {
    return {};
  }
};

export const parseFirstSeen = (raw: string | null, userId: string): Record<string, string> =>
  parseFirstSeenRecord(raw)[userId] ?? {};

/**
 * The first-seen times for the notifications showing now: a stored time is kept, a new id takes
 * the time it carries (when it was generated); ids no longer raised are dropped, so the record
 * never grows and a notification raised again later starts again at 'Just now'.
 */
export const withFirstSeen = (
  current: Readonly<Record<string, string>>,
  shown: readonly { id: string; timestamp: string }[],
): Record<string, string> =>
  Object.fromEntries(shown.map(({ id, timestamp }) => [id, current[id] ?? timestamp]));

const sameRecord = (a: Record<string, string>, b: Record<string, string>): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

export type NotificationStorage = {
  dismiss(userId: string, ids: readonly string[], now: Date): void;
  /**
   * Marks `ids` read for `userId`, keeping only the ids still in `knownIds`, so the record holds
   * what can still show and never grows without end.
   */
  markRead(userId: string, ids: readonly string[], knownIds: readonly string[]): void;
  /** Stores when the notifications showing now were first raised (see withFirstSeen). */
  rememberFirstSeen(userId: string, shown: readonly { id: string; timestamp: string }[]): void;
};

export const createNotificationStorage = (
  storage: SafeStorage = safeStorage,
): NotificationStorage => ({
  dismiss(userId, ids, now) {
    if (ids.length === 0) return;
    const current = parseDismissed(storage.getString(STORAGE_KEYS.dismissedNotifications));
    const next = dismissNotifications(
      pruneDismissed(current, now),
      ids.map((id) => dismissalKey(userId, id)),
      now,
    );
    storage.setJSON(STORAGE_KEYS.dismissedNotifications, next);
    notifyAll();
  },
  markRead(userId, ids, knownIds) {
    const raw = storage.getString(READ_NOTIFICATIONS_KEY);
    const current = parseReadIds(raw, userId);
    if (ids.every((id) => current.has(id))) return;
    const known = new Set(knownIds);
    const kept = [...new Set([...current, ...ids])].filter((id) => known.has(id));
    storage.setJSON(READ_NOTIFICATIONS_KEY, { ...parseReadRecord(raw), [userId]: kept });
    notifyAll();
  },
  rememberFirstSeen(userId, shown) {
    const raw = storage.getString(FIRST_SEEN_NOTIFICATIONS_KEY);
    const all = parseFirstSeenRecord(raw);
    const current = all[userId] ?? {};
    const next = withFirstSeen(current, shown);
    if (sameRecord(current, next)) return;
    storage.setJSON(FIRST_SEEN_NOTIFICATIONS_KEY, { ...all, [userId]: next });
    notifyAll();
  },
});

export const notificationStorage = createNotificationStorage();
