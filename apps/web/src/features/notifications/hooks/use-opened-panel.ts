import { useCallback, useState } from 'react';
import type { NotificationEntry } from '../utils/notification-entries.ts';

/**
 * Opening a panel marks every entry it shows as read (the badge clears at once), while the
 * entries that were unread keep their dot until it closes, so the owner still sees what is new.
 */
export function useOpenedPanel(
  entries: readonly NotificationEntry[],
  markRead: (ids: readonly string[]) => void,
) {
  // The ids that were unread when the panel opened; null while it is closed.
  const [newIds, setNewIds] = useState<ReadonlySet<string> | null>(null);

  const open = useCallback(() => {
    setNewIds(new Set(entries.filter((entry) => !entry.isRead).map((entry) => entry.id)));
    markRead(entries.map((entry) => entry.id));
  }, [entries, markRead]);
  const close = useCallback(() => setNewIds(null), []);

  const isUnread = useCallback(
    (entry: NotificationEntry) => !entry.isRead || (newIds?.has(entry.id) ?? false),
    [newIds],
  );
  return { isOpen: newIds !== null, open, close, isUnread };
}
