// The words for the notification keys core emits, so the web app's locale files can be checked
// against them. {{name}} is i18next interpolation. Phrased without plurals on purpose: counts are
// shown as "label: n", which reads right for 1 and for 12.

export const notificationMessages = {
  en: {
    'notifications.justNow': 'Just now',
    'notifications.minutesAgo': '{{count}} min ago',
    'notifications.hoursAgo': '{{count}} h ago',
    'notifications.daysAgo': '{{count}} d ago',
    'notifications.empty.title': 'No notifications',
    'notifications.empty.message': "You're all caught up!",
    'notifications.clearAll': 'Clear All',
    'notifications.viewDashboard': 'View Dashboard',
    'notifications.jobsToday.title': "Today's jobs",
    'notifications.jobsToday.message': 'Jobs scheduled today: {{count}} ({{customers}})',
    'notifications.jobsTomorrow.title': "Tomorrow's jobs",
    'notifications.jobsTomorrow.message': 'Jobs scheduled tomorrow: {{count}} ({{customers}})',
    'notifications.completedToday.title': 'Great work today!',
    'notifications.completedToday.message': 'Jobs completed today: {{count}}, earning {{amount}}',
    'notifications.overduePayment.title': 'Overdue payment',
    'notifications.overduePayment.message':
      '{{customer}} owes {{amount}} for {{service}}, scheduled {{days}} days ago',
    'notifications.largeBalance.title': 'Large outstanding balance',
    'notifications.largeBalance.message': 'Unpaid completed jobs total {{amount}}',
    'notifications.inactiveCustomer.title': 'Inactive customer',
    'notifications.inactiveCustomer.message': 'No job for {{customer}} in {{days}} days',
    'notifications.actions.viewJobs': 'View Jobs',
    'notifications.actions.viewJob': 'View Job',
    'notifications.actions.viewPayments': 'View Payments',
    'notifications.actions.viewCustomer': 'View Customer',
  },
  es: {
    'notifications.justNow': 'Justo ahora',
    'notifications.minutesAgo': 'hace {{count}} min',
    'notifications.hoursAgo': 'hace {{count}} h',
    'notifications.daysAgo': 'hace {{count}} d',
    'notifications.empty.title': 'No hay notificaciones',
    'notifications.empty.message': '¡Estás al día!',
    'notifications.clearAll': 'Borrar todo',
    'notifications.viewDashboard': 'Ver panel',
    'notifications.jobsToday.title': 'Trabajos de hoy',
    'notifications.jobsToday.message': 'Trabajos programados hoy: {{count}} ({{customers}})',
    'notifications.jobsTomorrow.title': 'Trabajos de mañana',
    'notifications.jobsTomorrow.message': 'Trabajos programados mañana: {{count}} ({{customers}})',
    'notifications.completedToday.title': '¡Buen trabajo hoy!',
    'notifications.completedToday.message':
      'Trabajos completados hoy: {{count}}, con ingresos de {{amount}}',
    'notifications.overduePayment.title': 'Pago vencido',
    'notifications.overduePayment.message':
      '{{customer}} debe {{amount}} por {{service}}, programado hace {{days}} días',
    'notifications.largeBalance.title': 'Saldo por cobrar elevado',
    'notifications.largeBalance.message': 'Los trabajos completados sin pagar suman {{amount}}',
    'notifications.inactiveCustomer.title': 'Cliente inactivo',
    'notifications.inactiveCustomer.message': 'Ningún trabajo para {{customer}} en {{days}} días',
    'notifications.actions.viewJobs': 'Ver trabajos',
    'notifications.actions.viewJob': 'Ver trabajo',
    'notifications.actions.viewPayments': 'Ver pagos',
    'notifications.actions.viewCustomer': 'Ver cliente',
  },
} as const satisfies Record<'en' | 'es', Record<string, string>>;

export type NotificationMessageKey = keyof (typeof notificationMessages)['en'];
