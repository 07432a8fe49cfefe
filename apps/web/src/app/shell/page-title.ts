// The header's page title and the breadcrumbs, derived from the path (spec §2 App shell).

export type Crumb = { labelKey: string; to?: string };

const SECTION_KEYS: Record<string, string> = {
  '': 'nav.dashboard',
  dashboard: 'nav.dashboard',
  customers: 'nav.customers',
  jobs: 'nav.jobs',
  payments: 'nav.payments',
  calendar: 'nav.calendar',
  invoices: 'documents.heading',
  quotes: 'nav.quotes',
  scan: 'nav.scan',
  settings: 'nav.settings',
  'qr-demo': 'nav.qrDemo',
  profile: 'nav.profile',
};

/** '/app/customers/new' and '/customers/new' both become ['customers', 'new']. */
function segments(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts[0] === 'app' ? parts.slice(1) : parts;
}

export function pageTitleKey(pathname: string): string {
  const [section = '', detail] = segments(pathname);
  if (section === 'customers' && detail)
    return detail === 'new' ? 'nav.addCustomer' : 'nav.customerDetails';
  if (section === 'jobs' && detail) return detail === 'new' ? 'nav.scheduleJob' : 'nav.jobDetails';
  if (section === 'invoices' && detail) return 'documents.detailTitle';
  if (section === 'quotes' && detail) return detail === 'new' ? 'nav.newQuote' : 'nav.quote';
  return SECTION_KEYS[section] ?? 'nav.dashboard';
}

/** Breadcrumbs for inner pages: Home, the section, then the page; none on the dashboard. */
export function breadcrumbs(pathname: string): Crumb[] {
  const [section = '', detail] = segments(pathname);
  if (section === '' || section === 'dashboard') return [];
  const home: Crumb = { labelKey: 'nav.home', to: '/app' };
  const sectionKey = SECTION_KEYS[section] ?? 'nav.dashboard';
  if (!detail) return [home, { labelKey: sectionKey }];
  return [
    home,
    { labelKey: sectionKey, to: `/app/${section}` },
    { labelKey: pageTitleKey(pathname) },
  ];
}
