import { badgeText } from '@jobtrack/core';
import { Bell, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotifications } from '../hooks/use-notifications.ts';
import { useOpenedPanel } from '../hooks/use-opened-panel.ts';
import type { NotificationEntry } from '../utils/notification-entries.ts';
import { NotificationList } from './notification-list.tsx';

/**
 * The dashboard's collapsible panel (spec §2): the bell's entries, folded by default so the
 * figures stay in view on a phone; the header says how many are unread.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entries, unreadCount, now, markRead, dismiss, clearAll } = useNotifications();
  const panel = useOpenedPanel(entries, markRead);
  const contentId = useId();
  const titleId = useId();
  const badge = badgeText(unreadCount);

  function handleAction(entry: NotificationEntry) {
    if (!entry.action) return;
    void navigate(entry.action.href);
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2>
        <button
          type="button"
          aria-expanded={panel.isOpen}
          aria-controls={contentId}
          onClick={panel.isOpen ? panel.close : panel.open}
          className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left"
        >
          <Bell aria-hidden="true" className="h-5 w-5 text-blue-700 dark:text-blue-300" />
          <span id={titleId} className="flex-1 text-base font-semibold">
            {t('notifications.title')}
          </span>
          {badge ? (
            <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
              {t('notifications.unreadCount', { badge })}
            </span>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 text-gray-600 transition-transform dark:text-gray-400 ${
              panel.isOpen ? 'rotate-180' : ''
            }`}
          />
        </button>
      </h2>
      <div
        id={contentId}
        hidden={!panel.isOpen}
        className="border-t border-gray-200 p-3 dark:border-gray-800"
      >
        {panel.isOpen ? (
          <NotificationList
            entries={entries}
            now={now}
            isUnread={panel.isUnread}
            onAction={handleAction}
            onDismiss={dismiss}
            onClearAll={clearAll}
          />
        ) : null}
      </div>
    </section>
  );
}
