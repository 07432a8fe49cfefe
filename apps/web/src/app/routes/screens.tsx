import type { RouteObject } from 'react-router';
import type { APP_SCREENS } from '../../config/paths.ts';

type ScreenPath = (typeof APP_SCREENS)[number];

const TITLES: Record<ScreenPath, string> = {
  dashboard: 'nav.dashboard',
  customers: 'nav.customers',
  'customers/new': 'nav.addCustomer',
  'customers/:id': 'nav.customerDetails',
  jobs: 'nav.jobs',
  'jobs/new': 'nav.scheduleJob',
  'jobs/:id': 'nav.jobDetails',
  payments: 'nav.payments',
  scan: 'nav.scan',
  'qr-demo': 'nav.qrDemo',
  settings: 'nav.settings',
  profile: 'nav.profile',
};

/** The route of one screen of /app (the same at its top-level alias), loaded on demand. */
export function screenRoute(screen: ScreenPath, path?: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PlaceholderScreen } = await import('./placeholder-screen.tsx');
      return { element: <PlaceholderScreen titleKey={TITLES[screen]} /> };
    },
  };
}
