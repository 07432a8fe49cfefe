// Page model and known data for the customers tests: the add form, a waitlisted tester whose
// browser holds exactly the records given (local mode), and the server's view of an owner.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_URL, REGULAR_URL } from './fixtures.ts';

export const TESTER_EMAIL = 'tester@example.com';

export type SeedCustomer = {
  id: string;
  name: string;
  phone: string;
  address: string;
  serviceType: string;
  createdDate: string;
};

export type SeedJob = {
  id: string;
  customerId: string;
  serviceType: string;
  scheduledDate: string;
  price: number;
  status: 'scheduled' | 'in-progress' | 'completed';
  paid: boolean;
};

/** `count` customers named 'Customer 001'… in list order, each with its own phone and address. */
export const manyCustomers = (count: number): SeedCustomer[] =>
  Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return {
      id: `customer-seed-${n}`,
      name: `Customer ${n}`,
      phone: `(555) 100-0${n}`,
      address: `${n} Seed Street`,
      serviceType: 'Lawn Care',
      createdDate: '2024-01-15T12:00:00.000Z',
    };
  });

/** The records as the local store keeps them (src/data/local: the app's Customer and Job). */
const localRecords = (customers: SeedCustomer[], jobs: SeedJob[]) => ({
  customers: customers.map((customer) => ({
    email: '',
    businessName: '',
    notes: '',
    totalUnpaid: 0,
    ...customer,
  })),
  jobs: jobs.map((job) => ({
    ...job,
    customerName: customers.find((customer) => customer.id === job.customerId)?.name ?? '',
    title: job.serviceType,
    description: '',
    dueDate: job.scheduledDate,
    paymentStatus: job.paid ? 'paid' : 'unpaid',
    notes: '',
    createdDate: '2024-01-20T12:00:00.000Z',
    ...(job.status === 'completed'
      ? {
          completedAt: `${job.scheduledDate}T15:00:00.000Z`,
          completedDate: `${job.scheduledDate}T15:00:00.000Z`,
        }
      : {}),
  })),
});

/**
 * Signs in as the waitlisted tester (local mode). With records, the browser holds exactly those,
 * seeded once per tab, so a reload keeps what the app changed since; without, the app starts
 * from its own sample data.
 */
export async function openAsTester(
  page: Page,
  records?: { customers: SeedCustomer[]; jobs?: SeedJob[] },
): Promise<void> {
  const seed = records ? localRecords(records.customers, records.jobs ?? []) : null;
  await page.addInitScript(
    ({ email, seed: data }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('jobtrack_waitlist_emails', JSON.stringify([email]));
      if (data) {
        localStorage.setItem('jobtrack_customers', JSON.stringify(data.customers));
        localStorage.setItem('jobtrack_jobs', JSON.stringify(data.jobs));
      }
    },
    { email: TESTER_EMAIL, seed },
  );
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill(TESTER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
}

export type CustomerValues = {
  name: string;
  phone: string;
  address: string;
  serviceType: string;
};

/** Fills and sends the add-customer form (the page is on /app/customers/new). */
export async function submitCustomerForm(page: Page, values: CustomerValues): Promise<void> {
  await page.getByLabel('Customer Name').fill(values.name);
  await page.getByLabel('Phone Number').fill(values.phone);
  await page.getByLabel('Service Address').fill(values.address);
  await page.getByLabel('Service Type').selectOption(values.serviceType);
  await page.getByRole('button', { name: 'Add Customer' }).click();
}

/** Opens the customers list from the tab bar, the way an owner does. */
export async function openCustomerList(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL(/\/app\/customers$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Customers' })).toBeVisible();
}

/** Opens the add form from the customers list. */
export async function openAddForm(page: Page): Promise<void> {
  await openCustomerList(page);
  // The first: an empty list offers a second one in its empty state.
  await page.getByRole('main').getByRole('link', { name: 'Add Customer' }).first().click();
  await expect(page).toHaveURL(/\/app\/customers\/new$/);
}

/** The names on the customer cards of the page now shown. */
export const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });

/** The visible entries of the paginator: page numbers and '…'. */
export async function pageListEntries(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole('navigation', { name: 'Pagination' })
    .locator('li')
    .allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

export type ServerCustomer = {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
};

export const bearer = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
};

/** What the server holds for the owner of `headers` (GET /api/customers). */
export async function serverCustomers(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<ServerCustomer[]> {
  const response = await request.get(`${REGULAR_URL}/api/customers`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerCustomer[];
}
