import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { APP_SCREENS } from '#web/config/paths.ts';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { lazyComponent, type LazyComponent } from './lazy-component.tsx';

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
  quotes: async () => (await import('#web/features/quotes/index.tsx')).QuotesScreen,
  'quotes/new': async () => (await import('#web/features/quotes/index.tsx')).NewQuoteScreen,
  'quotes/:id': async () => (await import('#web/features/quotes/index.tsx')).QuoteScreen,
  'quotes/:id/edit': async () => (await import('#web/features/quotes/index.tsx')).EditQuoteScreen,
  scan: async () => (await import('#web/features/scanner/index.tsx')).ScanScreen,
  'qr-demo': async () => (await import('#web/features/qr-demo/index.tsx')).QrDemoScreen,
  settings: async () => (await import('#web/features/settings/index.tsx')).SettingsScreen,
  // The profile with the account controls of signed-in mode (decision 057).
  profile: async () => (await import('./profile-route.tsx')).ProfileRoute,
};

/** Every screen but the dashboard also waits for the screens' texts (the dashboard's are in the first load). */
const withTexts = (screen: ScreenPath) => async () => {
  const [Component] = await Promise.all([
    SCREENS[screen](),
    screen === 'dashboard' ? null : loadScreenTexts(),
  ]);
  return Component;
};

/** The lazy component of each screen (rendered at /app/{path} and at /{path}). */
export const SCREEN_COMPONENTS = Object.fromEntries(
  APP_SCREENS.map((screen) => [screen, lazyComponent(withTexts(screen))]),
) as Record<ScreenPath, LazyComponent>;

/**
 * Starts loading the screen PATHNAME shows, beside the app shell's chunk rather than after it
 * (the shell renders the screen, so its lazy component would start only once the shell is in).
 */
export function preloadScreen(pathname: string): Promise<unknown> | null {
  const screenPath = pathname.replace(/^\/app(?=\/|$)/, '').replace(/^\//, '') || 'dashboard';
  const screen = APP_SCREENS.find((candidate) => matchPath(candidate, screenPath));
  return screen ? SCREEN_COMPONENTS[screen].preload() : null;
}
