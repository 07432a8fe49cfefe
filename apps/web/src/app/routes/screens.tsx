import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { APP_SCREENS } from '#web/config/paths.ts';

type ScreenPath = (typeof APP_SCREENS)[number];

/** Each screen of /app, loaded as its own chunk on first visit. */
const SCREENS: Record<ScreenPath, () => Promise<ComponentType>> = {
  dashboard: async () => (await import('./dashboard-route.tsx')).DashboardRoute,
  customers: async () => (await import('#web/features/customers/index.tsx')).CustomerListScreen,
  'customers/new': async () =>
    (await import('#web/features/customers/index.tsx')).NewCustomerScreen,
  'customers/:id': async () =>
    (await import('#web/features/customers/index.tsx')).CustomerDetailScreen,
  jobs: async () => (await import('#web/features/jobs/index.tsx')).JobListScreen,
  'jobs/new': async () => (await import('#web/features/jobs/index.tsx')).NewJobScreen,
  'jobs/:id': async () => (await import('#web/features/jobs/index.tsx')).JobDetailScreen,
  calendar: async () => (await import('#web/features/calendar/index.tsx')).CalendarScreen,
  // The payments screen with its reminders' invoice links (issue 15).
  payments: async () => (await import('./payments-route.tsx')).PaymentsWithInvoiceLinks,
  invoices: async () => (await import('#web/features/documents/index.tsx')).InvoicesScreen,
  'invoices/:id': async () => (await import('#web/features/documents/index.tsx')).DocumentScreen,
  scan: async () => (await import('#web/features/scanner/index.tsx')).ScanScreen,
  'qr-demo': async () => (await import('#web/features/qr-demo/index.tsx')).QrDemoScreen,
  settings: async () => (await import('#web/features/settings/index.tsx')).SettingsScreen,
  profile: async () => (await import('#web/features/profile/index.tsx')).ProfileScreen,
};

/** The route of one screen of /app (the same at its top-level alias). */
export function screenRoute(screen: ScreenPath, path?: string): RouteObject {
  return { path, lazy: async () => ({ Component: await SCREENS[screen]() }) };
}
