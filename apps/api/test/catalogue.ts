// Every route of the API with a request it would take, for the tests that probe them all
// (issue 11: database outage, fuzzing). Routes the catalogue does not know yet still get probed
// from the OpenAPI document with a generic request, so a new route is never skipped.
import {
  uniqueEmail,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

export type Who = 'owner' | 'anyone' | 'admin';

export type RouteCase = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as OpenAPI writes it (`/api/jobs/{id}`). */
  path: string;
  who: Who;
  /** The URL to call (the path with its parameters and a query). */
  url: (fixture: Fixture) => string;
  /** A body the route takes, for the routes that read one. */
  body?: (fixture: Fixture) => Record<string, unknown>;
  /** Answers without the database (nothing to be unavailable). */
  withoutDb?: boolean;
  /** The account calls that sign out or delete act on the spare owner, so the owner stays. */
  asSpare?: boolean;
};

/** One owner's records that the catalogue's requests point at. */
export type Fixture = { owner: Owner; spare: Owner; customer: WireCustomer; job: WireJob };

export async function makeFixture(t: TestApp): Promise<Fixture> {
  const owner = await t.owner();
  const spare = await t.owner();
  const customer = await t.createCustomer(owner, { name: 'Catalogue Cara' });
  const job = await t.createJob(owner, customer.id, { title: 'Catalogue job' });
  return { owner, spare, customer, job };
}

const day = (open: string, close: string, closed = false) => ({ open, close, closed });

/** A whole business profile the server stores (spec §3). */
export const validProfile = () => ({
  businessName: 'Green Valley Landscaping',
  ownerName: 'Alex Johnson',
  email: 'alex@greenvalley.com',
  phone: '(555) 123-4567',
  address: '123 Main Street',
  website: 'https://greenvalley.com',
  bio: 'Family-owned since 2015.',
  serviceTypes: ['Lawn Care'],
  businessHours: {
    monday: day('08:00', '17:00'),
    tuesday: day('08:00', '17:00'),
    wednesday: day('08:00', '17:00'),
    thursday: day('08:00', '17:00'),
    friday: day('08:00', '17:00'),
    saturday: day('09:00', '15:00'),
    sunday: day('10:00', '14:00', true),
  },
  pricing: { hourlyRate: 75, minimumCharge: 50, currency: 'USD' },
});

const fixed = (url: string) => () => url;

export const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/health', who: 'anyone', url: fixed('/api/health') },
  {
    method: 'GET',
    path: '/api/config',
    who: 'anyone',
    url: fixed('/api/config'),
    withoutDb: true,
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    who: 'anyone',
    url: fixed('/api/auth/register'),
    body: () => ({ name: 'Pat Probe', email: uniqueEmail('probe'), password: 'secret12' }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    who: 'anyone',
    url: fixed('/api/auth/login'),
    body: ({ owner }) => ({ email: owner.email, password: owner.password }),
  },
  { method: 'POST', path: '/api/auth/logout', who: 'owner', url: fixed('/api/auth/logout') },
  { method: 'GET', path: '/api/auth/me', who: 'owner', url: fixed('/api/auth/me') },
  {
    method: 'POST',
    path: '/api/account/password',
    who: 'owner',
    url: fixed('/api/account/password'),
    body: ({ spare }) => ({ currentPassword: spare.password, newPassword: 'new-secret-9' }),
    asSpare: true,
  },
  {
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    who: 'owner',
    url: fixed('/api/account/sign-out-everywhere'),
    asSpare: true,
  },
  {
    method: 'DELETE',
    path: '/api/account',
    who: 'owner',
    url: fixed('/api/account'),
    body: ({ spare }) => ({ email: spare.email }),
    asSpare: true,
  },
  { method: 'GET', path: '/api/customers', who: 'owner', url: fixed('/api/customers') },
  {
    method: 'POST',
    path: '/api/customers',
    who: 'owner',
    url: fixed('/api/customers'),
    body: () => ({ name: 'Probe Pam', phone: '555-0100' }),
  },
  {
    method: 'GET',
    path: '/api/customers/{id}',
    who: 'owner',
    url: ({ customer }) => `/api/customers/${customer.id}`,
  },
  {
    method: 'PUT',
    path: '/api/customers/{id}',
    who: 'owner',
    url: ({ customer }) => `/api/customers/${customer.id}`,
    body: () => ({ notes: 'Gate code 1234' }),
  },
  {
    method: 'DELETE',
    path: '/api/customers/{id}',
    who: 'owner',
    url: ({ customer }) => `/api/customers/${customer.id}`,
  },
  { method: 'GET', path: '/api/jobs', who: 'owner', url: fixed('/api/jobs?status=pending') },
  {
    method: 'POST',
    path: '/api/jobs',
    who: 'owner',
    url: fixed('/api/jobs'),
    body: ({ customer }) => ({
      customer_id: customer.id,
      title: 'Probe hedge',
      estimated_cost: 80,
      due_date: '2025-06-01',
      completed_at: '2025-06-01T10:00:00+02:00',
    }),
  },
  { method: 'GET', path: '/api/jobs/today', who: 'owner', url: fixed('/api/jobs/today') },
  { method: 'GET', path: '/api/jobs/unpaid', who: 'owner', url: fixed('/api/jobs/unpaid') },
  { method: 'GET', path: '/api/jobs/stats', who: 'owner', url: fixed('/api/jobs/stats') },
  {
    method: 'GET',
    path: '/api/jobs/{id}',
    who: 'owner',
    url: ({ job }) => `/api/jobs/${job.id}`,
  },
  {
    method: 'PUT',
    path: '/api/jobs/{id}',
    who: 'owner',
    url: ({ job }) => `/api/jobs/${job.id}`,
    body: () => ({ status: 'completed', paid: true, actual_cost: 95.5 }),
  },
  {
    method: 'DELETE',
    path: '/api/jobs/{id}',
    who: 'owner',
    url: ({ job }) => `/api/jobs/${job.id}`,
  },
  {
    method: 'GET',
    path: '/api/dashboard/stats',
    who: 'owner',
    url: fixed('/api/dashboard/stats'),
  },
  {
    method: 'GET',
    path: '/api/dashboard/jobs/recent',
    who: 'owner',
    url: fixed('/api/dashboard/jobs/recent?limit=5'),
  },
  {
    method: 'GET',
    path: '/api/dashboard/jobs/upcoming',
    who: 'owner',
    url: fixed('/api/dashboard/jobs/upcoming?days=7'),
  },
  {
    method: 'GET',
    path: '/api/dashboard/revenue/monthly',
    who: 'owner',
    url: fixed('/api/dashboard/revenue/monthly?year=2025'),
  },
  {
    method: 'POST',
    path: '/api/waitlist',
    who: 'anyone',
    url: fixed('/api/waitlist'),
    body: () => ({ email: uniqueEmail('probe-wait'), businessType: 'Lawn care', source: 'modal' }),
  },
  {
    method: 'POST',
    path: '/api/analytics/track',
    who: 'anyone',
    url: fixed('/api/analytics/track'),
    body: () => ({
      event: 'page_view',
      properties: { page: '/app' },
      timestamp: '2025-06-01T10:00:00-05:00',
    }),
  },
  {
    method: 'POST',
    path: '/api/analytics/session',
    who: 'anyone',
    url: fixed('/api/analytics/session'),
    body: () => ({ sessionId: 'probe-session', timestamp: '2025-06-01T10:00:00Z' }),
  },
  {
    method: 'GET',
    path: '/api/analytics/query',
    who: 'admin',
    url: fixed('/api/analytics/query?query=conversion_rates&timeframe=7d'),
  },
  { method: 'GET', path: '/api/profile', who: 'owner', url: fixed('/api/profile') },
  {
    method: 'PUT',
    path: '/api/profile',
    who: 'owner',
    url: fixed('/api/profile'),
    body: () => validProfile(),
  },
  { method: 'GET', path: '/api/sync', who: 'owner', url: fixed('/api/sync') },
  {
    method: 'POST',
    path: '/api/import',
    who: 'owner',
    url: fixed('/api/import'),
    body: (f) => ({
      kind: 'jobs',
      records: [{ id: f.job.id, customer_id: f.customer.id, title: 'Probe import', skipped: true }],
    }),
  },
  // Quotes (issue 26, decision 061).
  { method: 'GET', path: '/api/quotes', who: 'owner', url: fixed('/api/quotes') },
  {
    method: 'POST',
    path: '/api/quotes',
    who: 'owner',
    url: fixed('/api/quotes'),
    body: ({ customer }) => ({
      customer_id: customer.id,
      items: [{ id: 'mow', description: 'Mow', quantity: 1, unit_price: 40, optional: false }],
    }),
  },
  // Payments as records (issue 23, decision 046).
  { method: 'GET', path: '/api/payments', who: 'owner', url: fixed('/api/payments') },
  {
    method: 'POST',
    path: '/api/payments',
    who: 'owner',
    url: fixed('/api/payments'),
    body: ({ job }) => ({ job_id: job.id, amount: 25, method: 'cash', paid_on: '2026-11-03' }),
  },
  // Photos of a job (issue 27, decision 067): the record; its files are raw bodies.
  {
    method: 'POST',
    path: '/api/photos',
    who: 'owner',
    url: fixed('/api/photos'),
    body: ({ job }) => ({
      id: `photo-${crypto.randomUUID()}`,
      job_id: job.id,
      label: 'before',
      content_type: 'image/jpeg',
      width: 1600,
      height: 1200,
      bytes: 2048,
      taken_at: '2026-11-27T15:42:00.000Z',
    }),
  },
  {
    method: 'GET',
    path: '/api/payments/{id}',
    who: 'owner',
    url: fixed('/api/payments/payment-00000000-0000-4000-8000-000000000000'),
  },
  {
    method: 'DELETE',
    path: '/api/payments/{id}',
    who: 'owner',
    url: fixed('/api/payments/payment-00000000-0000-4000-8000-000000000000'),
  },
];

export type DocumentedRoute = { method: RouteCase['method']; path: string; hasBody: boolean };

/** Every route the OpenAPI document lists (the documentation pages themselves aside). */
export async function documentedRoutes(t: TestApp): Promise<DocumentedRoute[]> {
  const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = response.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as RouteCase['method'],
      path,
      hasBody: operation.requestBody !== undefined,
    })),
  );
}

/** The catalogue's case for a documented route, or a generic one for a route it does not know. */
export function caseFor(route: DocumentedRoute): RouteCase {
  const known = ROUTES.find((item) => item.method === route.method && item.path === route.path);
  if (known) return known;
  const url = route.path.replace(/\{[^}]+\}/g, 'unknown-id');
  return {
    method: route.method,
    path: route.path,
    who: 'owner',
    url: () => url,
    ...(route.hasBody ? { body: () => ({}) } : {}),
  };
}

/** The headers a case sends: the owner's token, or the admin password. */
export const headersFor = (
  item: RouteCase,
  fixture: Fixture,
  adminPassword = 'admin-password-for-tests',
): Record<string, string> =>
  item.who === 'owner'
    ? { authorization: `Bearer ${(item.asSpare ? fixture.spare : fixture.owner).token}` }
    : item.who === 'admin'
      ? { 'x-admin-password': adminPassword }
      : {};
