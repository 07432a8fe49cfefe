// Every route of spec §2 in one place, with href builders, so links cannot drift.

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  app: '/app',
  dashboard: '/app/dashboard',
  customers: '/app/customers',
  newCustomer: '/app/customers/new',
  customer: (id: string) => `/app/customers/${encodeURIComponent(id)}`,
  jobs: '/app/jobs',
  newJob: '/app/jobs/new',
  /** The schedule form with a day already chosen (the calendar). */
  newJobOn: (date: string) => `/app/jobs/new?date=${encodeURIComponent(date)}`,
  job: (id: string) => `/app/jobs/${encodeURIComponent(id)}`,
  payments: '/app/payments',
  calendar: '/app/calendar',
  invoices: '/app/invoices',
  invoice: (id: string) => `/app/invoices/${encodeURIComponent(id)}`,
  quotes: '/app/quotes',
  newQuote: '/app/quotes/new',
  /** The quote editor with the customer already chosen (a customer's page). */
  newQuoteFor: (customerId: string) => `/app/quotes/new?customer=${encodeURIComponent(customerId)}`,
  quote: (id: string) => `/app/quotes/${encodeURIComponent(id)}`,
  editQuote: (id: string) => `/app/quotes/${encodeURIComponent(id)}/edit`,
  scan: '/app/scan',
  settings: '/app/settings',
  qrDemo: '/app/qr-demo',
  profile: '/app/profile',
  /** The link targets encoded into QR codes (spec §2). */
  qrCustomer: (id: string) => `/customer/${encodeURIComponent(id)}`,
  qrJob: (id: string) => `/job/${encodeURIComponent(id)}`,
} as const;

/** The screens under /app, also reachable at the top level (/customers, /jobs/{id}, …). */
export const APP_SCREENS = [
  'dashboard',
  'customers',
  'customers/new',
  'customers/:id',
  'jobs',
  'jobs/new',
  'jobs/:id',
  'payments',
  'calendar',
  'invoices',
  'invoices/:id',
  'quotes',
  'quotes/new',
  'quotes/:id',
  'quotes/:id/edit',
  'scan',
  'qr-demo',
  'settings',
  'profile',
] as const;

export type RedirectState = { from?: { pathname: string; search?: string; hash?: string } };

/** Where to go after signing in: the page first asked for, else /app (spec §2). */
export function redirectTarget(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.signup) {
    return paths.app;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
