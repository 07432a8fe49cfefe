import { isDismissedToday, STORAGE_KEYS, type AppNotification } from '@jobtrack/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createDemoNotifications } from '#web/data/demo/demo-feed.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useData } from '#web/data/hooks/data-context.tsx';
import { getString } from '#web/lib/storage.ts';
import { buildEntries, type NotificationEntry } from '../utils/notification-entries.ts';
import {
  dismissalKey,
  FIRST_SEEN_NOTIFICATIONS_KEY,
  isNotificationsEnabled,
  notificationStorage,
  parseDismissed,
  parseFirstSeen,
  parseReadIds,
  READ_NOTIFICATIONS_KEY,
  subscribeToNotificationStorage,
} from '../utils/notification-storage.ts';
import { useNow } from '#web/lib/hooks/use-now.ts';

export type NotificationsState = {
  /** What shows now: enabled, not dismissed today. */
  entries: NotificationEntry[];
  unreadCount: number;
  now: Date;
  markRead(ids: readonly string[]): void;
  dismiss(id: string): void;
  /** Spec §2 'Clear All': every entry shown is dismissed for the rest of the day. */
  clearAll(): void;
};

/**
 * The demo seed is dated once, when the demo data is (at page load), so its ages grow like real
 * ones instead of staying '1 h ago' for ever.
 */
let demoSeed: AppNotification[] | null = null;
const demoSeedNotifications = (): AppNotification[] =>
  (demoSeed ??= createDemoNotifications(new Date()));

const useStoredString = (key: string): string | null =>
  useSyncExternalStore(subscribeToNotificationStorage, () => getString(key));

/** The signed-in user's notifications, the same for the bell and the dashboard panel. */
export function useNotifications(): NotificationsState {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : '';
  const isDemo = auth.status === 'signedIn' && auth.mode === 'demo';
  const { data } = useData();
  const now = useNow({ refreshWhenShown: true });
  const enabledRaw = useStoredString(STORAGE_KEYS.notificationsEnabled);
  const dismissedRaw = useStoredString(STORAGE_KEYS.dismissedNotifications);
  const readRaw = useStoredString(READ_NOTIFICATIONS_KEY);
  const firstSeenRaw = useStoredString(FIRST_SEEN_NOTIFICATIONS_KEY);
  const isReady = Boolean(data) && isNotificationsEnabled(enabledRaw);

  const all = useMemo(() => {
    if (!data || !isReady) return [];
    return buildEntries({
      customers: data.customers,
      jobs: data.jobs,
      quotes: data.quotes ?? [],
      seed: isDemo ? demoSeedNotifications() : [],
      now,
      readIds: parseReadIds(readRaw, userId),
      firstSeen: parseFirstSeen(firstSeenRaw, userId),
    });
  }, [data, firstSeenRaw, isDemo, isReady, now, readRaw, userId]);

  // A notification raised now keeps this moment as its age's start, across renders and reloads.
  useEffect(() => {
    if (isReady && userId) notificationStorage.rememberFirstSeen(userId, all);
  }, [all, isReady, userId]);

  const entries = useMemo(() => {
    const dismissed = parseDismissed(dismissedRaw);
    return all.filter((entry) => !isDismissedToday(dismissed, dismissalKey(userId, entry.id), now));
  }, [all, dismissedRaw, now, userId]);

  const markRead = useCallback(
    (ids: readonly string[]) => {
      const unread = ids.filter((id) => all.some((entry) => entry.id === id && !entry.isRead));
      if (unread.length === 0) return;
      notificationStorage.markRead(
        userId,
        unread,
        all.map((entry) => entry.id),
      );
    },
    [all, userId],
  );
  const dismiss = useCallback(
    (id: string) => notificationStorage.dismiss(userId, [id], new Date()),
    [userId],
  );
  const clearAll = useCallback(
    () =>
      notificationStorage.dismiss(
        userId,
        entries.filter((entry) => entry.isDismissible).map((entry) => entry.id),
        new Date(),
      ),
    [entries, userId],
  );

  return {
    entries,
    unreadCount: entries.filter((entry) => !entry.isRead).length,
    now,
    markRead,
    dismiss,
    clearAll,
  };
}
