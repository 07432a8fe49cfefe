import { relativeTime, type NotificationType, type TranslatableText } from '@jobtrack/core';
import {
  CircleAlert,
  CircleCheck,
  Clock,
  DollarSign,
  Info,
  TriangleAlert,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationEntry } from '../utils/notification-entries.ts';
import { serviceTypeLabel } from '#web/lib/service-types.ts';

const ICONS: Record<NotificationType, { icon: LucideIcon; colour: string }> = {
  urgent: {
    icon: TriangleAlert,
    colour: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  },
  warning: {
    icon: CircleAlert,
    colour: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  },
  info: { icon: Info, colour: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300' },
  success: {
    icon: CircleCheck,
    colour: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  reminder: {
    icon: Clock,
    colour: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  payment: {
    icon: DollarSign,
    colour: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  },
};

type NotificationItemProps = {
  entry: NotificationEntry;
  isUnread: boolean;
  now: Date;
  onAction(entry: NotificationEntry): void;
  onDismiss(id: string): void;
};

/** One entry: title, message, age, unread dot, optional action and dismiss (spec §2). */
export function NotificationItem({
  entry,
  isUnread,
  now,
  onAction,
  onDismiss,
}: NotificationItemProps) {
  const { t } = useTranslation();
  // A service type in a notification is stored as written; it reads in the UI's language.
  const text = ({ key, params }: TranslatableText) =>
    t(
      key,
      typeof params?.service === 'string'
        ? { ...params, service: serviceTypeLabel(t, params.service) }
        : params,
    );
  const { icon: Icon, colour } = ICONS[entry.type];
  const title = text(entry.title);
  return (
    <li
      className={`flex gap-3 rounded-xl p-3 ${
        isUnread ? 'bg-blue-50 dark:bg-blue-950/40' : 'bg-white dark:bg-gray-900'
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${colour}`}
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold text-gray-900 dark:text-gray-100">
          {isUnread ? (
            <span className="inline-flex shrink-0 items-center">
              <span
                aria-hidden="true"
                className="h-2 w-2 rounded-full bg-blue-600 dark:bg-blue-400"
              />
              <span className="sr-only">{t('notifications.unread')}</span>
            </span>
          ) : null}
          <span className="min-w-0 break-words">{title}</span>
        </p>
        <p className="mt-0.5 text-sm break-words text-gray-700 dark:text-gray-300">
          {text(entry.message)}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <time dateTime={entry.timestamp} className="text-xs text-gray-600 dark:text-gray-400">
            {text(relativeTime(entry.timestamp, now))}
          </time>
          {entry.action ? (
            <button
              type="button"
              onClick={() => onAction(entry)}
              className="min-h-8 rounded-lg text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
            >
              {text(entry.action.label)}
            </button>
          ) : null}
        </div>
      </div>
      {entry.isDismissible ? (
        <button
          type="button"
          onClick={() => onDismiss(entry.id)}
          aria-label={t('notifications.dismiss', { title })}
          className="-m-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </li>
  );
}
