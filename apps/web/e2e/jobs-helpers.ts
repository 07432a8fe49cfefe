// Page helpers shared by the jobs and payments browser tests.
import type { APIRequestContext, Page } from '@playwright/test';
import { format } from 'date-fns';
import { DEMO_URL, REGULAR_URL, expect } from './fixtures.ts';

export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');
export const shownDay = (date: Date) => format(date, 'MMM d, yyyy');

/** The status badge of the job detail header. */
export const statusBadge = (page: Page, label: string) =>
  page.getByRole('definition').getByText(label, { exact: true });

/** The job cards of the selected /app/jobs tab. */
export const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
export const card = (page: Page, text: string) => cards(page).filter({ hasText: text });

/** Signs in as a waitlisted tester (local mode, spec §1) on the demo-mode server. */
export async function signInAsTester(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('jobtrack_waitlist_emails', '["tester@example.com"]'),
  );
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill('tester@example.com');
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
}

/** The schedule form's customer combobox (decision 026). */
export const customerPicker = (page: Page, label = 'Customer') =>
  page.getByRole('combobox', { name: label });

/** Picks a customer in the schedule form: a tap opens the list, a tap on the name chooses. */
export async function pickCustomer(page: Page, name: string, label = 'Customer'): Promise<void> {
  await customerPicker(page, label).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(name) })
    .click();
  await expect(customerPicker(page, label)).toHaveValue(name);
}

/** Fills and sends the schedule-job form (on /app/jobs/new); the saved job opens. */
export async function scheduleJob(
  page: Page,
  job: { customer: string; serviceType: string; custom?: string; date: Date; price: string },
): Promise<void> {
  await pickCustomer(page, job.customer);
  await page.getByLabel('Service Type', { exact: true }).selectOption(job.serviceType);
  if (job.custom) await page.getByLabel('Custom Service Type').fill(job.custom);
  await page.getByLabel('Scheduled Date').fill(isoDay(job.date));
  await page.getByLabel('Price ($)').fill(job.price);
  await page.getByRole('button', { name: 'Schedule Job' }).click();
  await expect(page).toHaveURL(/\/app\/jobs\/job-[0-9a-f-]+$/);
}

/** Opens /app/jobs through the tab bar (no reload, so demo data stays as the test left it). */
export async function openJobsList(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await expect(page).toHaveURL(/\/app\/jobs$/);
}

/** Mobile-first: nothing may scroll sideways, even at 360 px. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The bearer token the app stored after signing in against the server. */
export const authToken = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return token!;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer made straight through POST /api/customers; returns its id. */
export async function createCustomer(
  request: APIRequestContext,
  token: string,
  fields: { name: string; service_type?: string },
): Promise<string> {
  const response = await request.post(`${REGULAR_URL}/api/customers`, {
    headers: bearer(token),
    data: { phone: '(555) 010-2030', address: '5 Birch Way', ...fields },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A job made straight through POST /api/jobs; returns its id. */
export async function createJob(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await request.post(`${REGULAR_URL}/api/jobs`, {
    headers: bearer(token),
    data: body,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Mark as Paid opens a sheet (issue 15) asking how, when and how much, with cash, today and the
 * balance chosen: this saves it as it comes. `save` is the sheet's button text in the UI's language.
 */
export async function savePaymentSheet(page: Page, save = 'Save payment'): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: save, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
