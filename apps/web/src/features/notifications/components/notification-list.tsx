import { useTranslation } from 'react-i18next';
import type { NotificationEntry } from '../utils/notification-entries.ts';
import { NotificationItem } from './notification-item.tsx';

type NotificationListProps = {
  entries: readonly NotificationEntry[];
  now: Date;
  isUnread(entry: NotificationEntry): boolean;
  onAction(entry: NotificationEntry): void;
  onDismiss(id: string): void;
  onClearAll(): void;
};

/** The entries with 'Clear All' (only for more than one), or the spec's empty state. */
export function NotificationList({
  entries,
  now,
  isUnread,
  onAction,
  onDismiss,
  onClearAll,
}: NotificationListProps) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <div className="py-6 text-center">
        <p className="font-medium text-gray-900 dark:text-gray-100">
          {t('notifications.empty.title')}
        </p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {t('notifications.empty.message')}
        </p>
      </div>
    );
  }
  return (
    <div>
      {entries.length > 1 ? (
        <div className="mb-2 flex justify-end">
          <button
            type="button"
            onClick={onClearAll}
            className="min-h-9 rounded-lg px-2 text-sm font-medium text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800"
          >
            {t('notifications.clearAll')}
          </button>
        </div>
      ) : null}
      <ul className="space-y-2">
        {entries.map((entry) => (
          <NotificationItem
            key={entry.id}
            entry={entry}
            isUnread={isUnread(entry)}
            now={now}
            onAction={onAction}
            onDismiss={onDismiss}
          />
        ))}
      </ul>
    </div>
  );
}
