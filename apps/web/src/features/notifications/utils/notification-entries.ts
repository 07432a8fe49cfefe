// The entries the bell and the dashboard panel show: the generated notifications (spec §4) and,
// in demo mode, the demo seed (spec §3), in one shape with translatable texts.
import {
  formatMoney,
  generateNotifications,
  quoteAnswerNotifications,
  translatable,
  unpaidAmount,
  type AppNotification,
  type Customer,
  type Job,
  type NotificationType,
  type Quote,
  type TranslatableText,
} from '@jobtrack/core';
import { paths } from '#web/config/paths.ts';

export type NotificationEntry = {
  id: string;
  type: NotificationType;
  title: TranslatableText;
  message: TranslatableText;
  timestamp: string;
  isRead: boolean;
  isDismissible: boolean;
  action?: { label: TranslatableText; href: string };
};

type SeedType = 'reminder' | 'payment' | 'success';

const isSeedType = (type: NotificationType): type is SeedType =>
  type === 'reminder' || type === 'payment' || type === 'success';

/**
 * A seed notification told in the user's language, with the live figures of the job it is
 * about. A seed whose job is gone has nothing left to say, so it is dropped.
 */
const seedEntry = (seed: AppNotification, jobs: readonly Job[]): NotificationEntry | null => {
  const job = jobs.find((candidate) => candidate.id === seed.jobId);
  if (!job || !isSeedType(seed.type)) return null;
  const params = {
    customer: job.customerName,
    service: job.serviceType,
    amount: formatMoney(seed.type === 'payment' ? unpaidAmount(job) : job.price),
  };
  return {
    id: seed.id,
    type: seed.type,
    title: translatable(`notifications.seed.${seed.type}.title`, params),
    message: translatable(`notifications.seed.${seed.type}.message`, params),
    timestamp: seed.timestamp,
    isRead: seed.read,
    isDismissible: seed.dismissible,
    action:
      seed.type === 'payment'
        ? { label: translatable('notifications.actions.viewPayments'), href: paths.payments }
        : { label: translatable('notifications.actions.viewJob'), href: paths.job(job.id) },
  };
};

export type EntrySources = {
  customers: readonly Customer[];
  jobs: readonly Job[];
  /** The quotes (issue 26): each one answered is a notification. */
  quotes?: readonly Quote[];
  /** The demo seed; empty outside demo mode. */
  seed: readonly AppNotification[];
  now: Date;
  /** Ids the user has read (persisted); an entry is also read when it was born read. */
  readIds: ReadonlySet<string>;
  /** When each generated notification was first raised (persisted); new ones are raised `now`. */
  firstSeen?: Readonly<Record<string, string>>;
};

/** Every entry for now, before dismissal: the generated ones (most pressing first), then the seed. */
export const buildEntries = ({
  customers,
  jobs,
  quotes = [],
  seed,
  now,
  readIds,
  firstSeen = {},
}: EntrySources): NotificationEntry[] => {
  const generated = [
    ...generateNotifications(customers, jobs, now),
    ...quoteAnswerNotifications(quotes, now),
  ].map((notification): NotificationEntry => ({
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    timestamp: firstSeen[notification.id] ?? notification.timestamp,
    isRead: notification.read,
    isDismissible: notification.dismissible,
    ...(notification.action ? { action: notification.action } : {}),
  }));
  const seeded = seed
    .map((notification) => seedEntry(notification, jobs))
    .filter((entry): entry is NotificationEntry => entry !== null)
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return [...generated, ...seeded].map((entry) =>
    readIds.has(entry.id) ? { ...entry, isRead: true } : entry,
  );
};
