// Known data for the dashboard and notification tests: a waitlisted tester whose browser holds
// exactly the records given (local mode), or a signed-up owner whose records are on the server.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_URL, REGULAR_URL, signInAsDemo, signUp, uniqueEmail } from './fixtures.ts';

export const TESTER_EMAIL = 'tester@example.com';

/** A local date and time (the browser runs in the same time zone as the test). */
export const at = (
  year: number,
  month: number,
  day: number,
  hours = 10,
  minutes = 0,
  seconds = 0,
) => new Date(year, month - 1, day, hours, minutes, seconds);

/** yyyy-MM-dd of a local date. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const daysBefore = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - days, 12);

export type TestCustomer = { id: string; name: string };

export type TestJob = {
  id: string;
  customer: TestCustomer;
  serviceType?: string;
  scheduledDate: string;
  price: number;
  status: 'scheduled' | 'in-progress' | 'completed';
  paid: boolean;
  completedAt?: Date;
};

export type TestData = { customers: TestCustomer[]; jobs: TestJob[] };

/** The records as the local store keeps them (src/data/local: the app's Customer and Job). */
const localRecords = ({ customers, jobs }: TestData, created: Date) => ({
  customers: customers.map((customer) => ({
    id: customer.id,
    name: customer.name,
    email: '',
    phone: '(555) 010-0000',
    address: '1 Test Street',
    businessName: '',
    notes: '',
    serviceType: 'Lawn Care',
    createdDate: created.toISOString(),
    totalUnpaid: 0,
  })),
  jobs: jobs.map((job) => ({
    id: job.id,
    customerId: job.customer.id,
    customerName: job.customer.name,
    title: job.serviceType ?? 'Lawn Mowing',
    description: '',
    serviceType: job.serviceType ?? 'Lawn Mowing',
    scheduledDate: job.scheduledDate,
    dueDate: job.scheduledDate,
    price: job.price,
    status: job.status,
    paymentStatus: job.paid ? 'paid' : 'unpaid',
    paid: job.paid,
    notes: '',
    createdDate: created.toISOString(),
    ...(job.completedAt
      ? { completedAt: job.completedAt.toISOString(), completedDate: job.completedAt.toISOString() }
      : {}),
  })),
});

/**
 * Makes `now` the browser's time for good (timers keep running), seeds the tester's records once
 * per tab (a reload keeps what the app changed since), and signs in as the waitlisted tester.
 */
export async function openAsTester(page: Page, data: TestData, now: Date): Promise<void> {
  await page.clock.setFixedTime(now);
  const records = localRecords(data, daysBefore(now, 60));
  await page.addInitScript(
    ({ email, customers, jobs }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('jobtrack_waitlist_emails', JSON.stringify([email]));
      localStorage.setItem('jobtrack_customers', JSON.stringify(customers));
      localStorage.setItem('jobtrack_jobs', JSON.stringify(jobs));
    },
    { email: TESTER_EMAIL, ...records },
  );
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill(TESTER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
}

/** Replaces the tester's stored records (takes effect on the next load). */
export async function replaceTesterData(page: Page, data: TestData, now: Date): Promise<void> {
  await page.evaluate(
    (records) => {
      localStorage.setItem('jobtrack_customers', JSON.stringify(records.customers));
      localStorage.setItem('jobtrack_jobs', JSON.stringify(records.jobs));
    },
    localRecords(data, daysBefore(now, 60)),
  );
}

/** Signs in to the demo account with `now` as the browser's time. */
export async function openDemo(page: Page, now: Date): Promise<void> {
  await page.clock.setFixedTime(now);
  await signInAsDemo(page);
}

/**
 * Signs up a fresh owner on the regular-mode server with `now` as the browser's time, writes
 * the records through the API with the owner's token, and opens the dashboard.
 */
export async function openAsOwner(page: Page, data: TestData, now: Date): Promise<void> {
  await page.clock.setFixedTime(now);
  await signUp(page, uniqueEmail('dashboard'));
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const serverIds = new Map<string, string>();
  for (const customer of data.customers) {
    const response = await page.request.post(`${REGULAR_URL}/api/customers`, {
      headers,
      data: { name: customer.name, phone: '(555) 010-0000', address: '1 Test Street' },
    });
    expect(response.status()).toBe(201);
    serverIds.set(customer.id, ((await response.json()) as { id: string }).id);
  }
  for (const job of data.jobs) {
    const response = await page.request.post(`${REGULAR_URL}/api/jobs`, {
      headers,
      data: {
        customer_id: serverIds.get(job.customer.id),
        title: job.serviceType ?? 'Lawn Mowing',
        status: { scheduled: 'pending', 'in-progress': 'in_progress', completed: 'completed' }[
          job.status
        ],
        estimated_cost: job.price,
        due_date: job.scheduledDate,
        paid: job.paid,
        ...(job.completedAt ? { completed_at: job.completedAt.toISOString() } : {}),
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto(`${REGULAR_URL}/app`);
}

/** The figure of a dashboard stat tile, found by its label. */
export const tileValue = (page: Page, label: string): Locator =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');

/** The header's bell, whatever its unread count. */
export const bell = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The open notifications panel: the phone overlay or the desktop popover. */
export const openPanel = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Notifications' });

/** One entry of a list of notifications, by its title. */
export const entry = (scope: Locator, title: string): Locator =>
  scope.getByRole('listitem').filter({ has: scope.page().getByText(title, { exact: true }) });
