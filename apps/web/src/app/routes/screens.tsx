import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { APP_SCREENS } from '../../config/paths.ts';

type ScreenPath = (typeof APP_SCREENS)[number];

const later = (titleKey: string) => async (): Promise<ComponentType> => () => (
  <ComingSoon titleKey={titleKey} />
);

/** Each screen of /app, loaded as its own chunk on first visit. */
const SCREENS: Record<ScreenPath, () => Promise<ComponentType>> = {
  dashboard: async () => (await import('./dashboard-route.tsx')).DashboardRoute,
  customers: async () => (await import('../../features/customers/index.tsx')).CustomerListScreen,
  'customers/new': async () =>
    (await import('../../features/customers/index.tsx')).NewCustomerScreen,
  'customers/:id': async () =>
    (await import('../../features/customers/index.tsx')).CustomerDetailScreen,
  jobs: async () => (await import('../../features/jobs/index.tsx')).JobListScreen,
  'jobs/new': async () => (await import('../../features/jobs/index.tsx')).NewJobScreen,
  'jobs/:id': async () => (await import('../../features/jobs/index.tsx')).JobDetailScreen,
  payments: async () => (await import('../../features/payments/index.tsx')).PaymentsScreen,
  scan: later('nav.scan'),
  'qr-demo': later('nav.qrDemo'),
  settings: later('nav.settings'),
  profile: later('nav.profile'),
};

/** The route of one screen of /app (the same at its top-level alias). */
export function screenRoute(screen: ScreenPath, path?: string): RouteObject {
  return { path, lazy: async () => ({ Component: await SCREENS[screen]() }) };
}
