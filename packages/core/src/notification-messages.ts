// The text keys core's notifications and panel emit. The words themselves live in the web app's
// locales (apps/web/src/locales/{en,es}/notifications.json, decision 039); a web test checks that
// both languages have every key listed here, and a core test that core emits no other key.
// Phrased without plurals on purpose: counts are shown as "label: n", right for 1 and for 12.

export const NOTIFICATION_TEXT_KEYS = [
  'notifications.justNow',
  'notifications.minutesAgo',
  'notifications.hoursAgo',
  'notifications.daysAgo',
  'notifications.jobsToday.title',
  'notifications.jobsToday.message',
  'notifications.jobsTomorrow.title',
  'notifications.jobsTomorrow.message',
  'notifications.completedToday.title',
  'notifications.completedToday.message',
  'notifications.overduePayment.title',
  'notifications.overduePayment.message',
  'notifications.largeBalance.title',
  'notifications.largeBalance.message',
  'notifications.inactiveCustomer.title',
  'notifications.inactiveCustomer.message',
  'notifications.actions.viewJobs',
  'notifications.actions.viewJob',
  'notifications.actions.viewPayments',
  'notifications.actions.viewCustomer',
  'notifications.quoteAccepted.title',
  'notifications.quoteAccepted.message',
  'notifications.quoteDeclined.title',
  'notifications.quoteDeclined.message',
  'notifications.actions.viewQuote',
] as const;

export type NotificationMessageKey = (typeof NOTIFICATION_TEXT_KEYS)[number];
