import { badgeText } from '@jobtrack/core';
import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Modal } from '#web/components/ui/modal.tsx';
import { paths } from '#web/config/paths.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useNotifications } from '../hooks/use-notifications.ts';
import { useOpenedPanel } from '../hooks/use-opened-panel.ts';
import type { NotificationEntry } from '../utils/notification-entries.ts';
import { NotificationList } from './notification-list.tsx';
import { NotificationPopover } from './notification-popover.tsx';

/** Tailwind's `sm`: from here up the panel is a popover, below it a full-screen overlay. */
const WIDE_SCREEN = '(min-width: 640px)';

/** The header's bell: unread badge capped at 9+, and the notifications panel (spec §2). */
export function NotificationBell({ buttonClassName = '' }: { buttonClassName?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entries, unreadCount, now, markRead, dismiss, clearAll } = useNotifications();
  const panel = useOpenedPanel(entries, markRead);
  const isWide = useMediaQuery(WIDE_SCREEN);
  const bellRef = useRef<HTMLButtonElement>(null);
  const badge = badgeText(unreadCount);

  function handleAction(entry: NotificationEntry) {
    if (!entry.action) return;
    panel.close();
    void navigate(entry.action.href);
  }

  const content = (
    <>
      <NotificationList
        entries={entries}
        now={now}
        isUnread={panel.isUnread}
        onAction={handleAction}
        onDismiss={dismiss}
        onClearAll={clearAll}
      />
      <Link
        to={paths.app}
        onClick={panel.close}
        className="mt-3 block rounded-lg py-2 text-center text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('notifications.viewDashboard')}
      </Link>
    </>
  );

  return (
    <div className="relative">
      <button
        ref={bellRef}
        type="button"
        className={`relative ${buttonClassName}`}
        aria-label={badge ? t('notifications.bellUnread', { badge }) : t('notifications.bell')}
        aria-haspopup="dialog"
        aria-expanded={panel.isOpen}
        onClick={panel.isOpen ? panel.close : panel.open}
      >
        <Bell aria-hidden="true" className="h-4 w-4" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {panel.isOpen && isWide ? (
        <NotificationPopover
          title={t('notifications.title')}
          anchorRef={bellRef}
          onClose={panel.close}
        >
          {content}
        </NotificationPopover>
      ) : null}
      {!isWide ? (
        <Modal
          isOpen={panel.isOpen}
          title={t('notifications.title')}
          onClose={panel.close}
          fullScreenOnMobile
        >
          {content}
        </Modal>
      ) : null}
    </div>
  );
}
