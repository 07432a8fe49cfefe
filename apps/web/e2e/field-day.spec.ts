import { readFile } from 'node:fs/promises';
import { createDefaultBusinessProfile, customerQrPayload, qrText, toIsoDate } from '@jobtrack/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  detectPlatform,
  mapsHref,
  smsHref,
  telHref,
} from '../src/components/contact/contact-links.ts';
import { REGULAR_URL, signUp, uniqueEmail } from './fixtures.ts';
import { savePaymentSheet } from './jobs-helpers.ts';
import {
  checkA11yOf,
  decodeQrPng,
  expect,
  expectNoSidewaysScroll,
  newCustomerId,
  newJobId,
  ownerHeaders,
  test,
} from './qr-helpers.ts';

// Issue 13 in the hand (decisions 024, 025): one-tap Call / Text / Navigate / On my way in the
// customer's language, the job's action bar with Undo, check-in by scanning a link code with
// Chromium's fake camera, and link codes from Settings. Regular mode, signed up per test.

const SCAN_TIMEOUT = 20_000;
test.describe.configure({ timeout: 60_000 });

type Owner = { request: APIRequestContext; headers: Record<string, string> };

async function owner(page: Page, label: string): Promise<Owner> {
  await signUp(page, uniqueEmail(label));
  const headers = await ownerHeaders(page);
  const profile = {
    ...createDefaultBusinessProfile(),
    businessName: 'Rivera Lawn',
    serviceTypes: ['Lawn Care'],
  };
  const response = await page.request.put(`${REGULAR_URL}/api/profile`, { headers, data: profile });
  expect(response.ok()).toBe(true);
  return { request: page.request, headers };
}

const MARIA = { name: 'Maria Garcia', phone: '(555) 987-6543', address: '456 Elm St, Austin, TX' };

async function addCustomer(
  { request, headers }: Owner,
  fields: Record<string, unknown>,
): Promise<string> {
  const id = newCustomerId();
  const response = await request.post(`${REGULAR_URL}/api/customers`, {
    headers,
    data: { id, service_type: 'Lawn Care', ...fields },
  });
  expect(response.status()).toBe(201);
  return id;
}

async function addJobToday({ request, headers }: Owner, customerId: string): Promise<string> {
  const id = newJobId();
  const response = await request.post(`${REGULAR_URL}/api/jobs`, {
    headers,
    data: {
      id,
      customer_id: customerId,
      title: 'Lawn Mowing',
      due_date: toIsoDate(new Date()),
      estimated_cost: 80,
    },
  });
  expect(response.status()).toBe(201);
  return id;
}

/** The job as the server has it (the app's writes reach it through the outbox). */
async function serverJob({ request, headers }: Owner, id: string) {
  const response = await request.get(`${REGULAR_URL}/api/jobs/${id}`, { headers });
  return (await response.json()) as {
    status: string;
    paid: boolean;
    arrived_at: string | null;
    finished_at: string | null;
  };
}

const platformOf = async (page: Page) =>
  detectPlatform(await page.evaluate(() => navigator.userAgent));

async function expectThumbSized(link: Locator) {
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

test('Call, Text, Navigate and On my way on the card and the page, in the customer’s language', async ({
  page,
}) => {
  const crew = await owner(page, 'field-contact');
  const mariaId = await addCustomer(crew, { ...MARIA, language: 'es' });
  await addCustomer(crew, { name: 'Ana Lopez', phone: '(555) 222-3333', address: '' });
  const platform = await platformOf(page);

  await page.goto(`${REGULAR_URL}/app/customers`);
  const call = page.getByRole('link', { name: 'Call Maria Garcia' });
  await expect(call).toHaveAttribute('href', telHref(MARIA.phone));
  await expect(call).toHaveText('Call');
  await expectThumbSized(call);
  await expect(page.getByRole('link', { name: 'Text Maria Garcia', exact: true })).toHaveAttribute(
    'href',
    smsHref(MARIA.phone, undefined, platform),
  );
  await expect(page.getByRole('link', { name: 'Navigate to Maria Garcia' })).toHaveAttribute(
    'href',
    mapsHref(MARIA.address, platform),
  );
  // Maria is texted in Spanish, Ana (no language) in the app's English.
  await expect(page.getByRole('link', { name: 'On my way: text Maria Garcia' })).toHaveAttribute(
    'href',
    smsHref(
      MARIA.phone,
      'Hola Maria, le escribe Rivera Lawn: voy en camino, llego en unos 15 minutos.',
      platform,
    ),
  );
  await expect(page.getByRole('link', { name: 'On my way: text Ana Lopez' })).toHaveAttribute(
    'href',
    smsHref(
      '(555) 222-3333',
      "Hi Ana, this is Rivera Lawn — I'm on my way, see you in about 15 minutes.",
      platform,
    ),
  );
  // Ana has no address: no Navigate for her.
  await expect(page.getByRole('link', { name: 'Navigate to Ana Lopez' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await checkA11yOf(page);

  await page.getByRole('link', { name: /^Maria Garcia/ }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app/customers/${mariaId}`);
  await expect(page.getByRole('link', { name: 'Call Maria Garcia' })).toHaveAttribute(
    'href',
    telHref(MARIA.phone),
  );
  await expect(page.getByRole('link', { name: 'Navigate to Maria Garcia' })).toBeInViewport();

  // The form's language: switch Maria to English, and the text follows.
  await page.getByRole('button', { name: 'Edit' }).click();
  const language = page.getByLabel('Language for texts');
  await expect(language).toHaveValue('es');
  await checkA11yOf(page);
  await language.selectOption('en');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('link', { name: 'On my way: text Maria Garcia' })).toHaveAttribute(
    'href',
    smsHref(
      MARIA.phone,
      "Hi Maria, this is Rivera Lawn — I'm on my way, see you in about 15 minutes.",
      platform,
    ),
  );
  await expect
    .poll(async () => {
      const response = await crew.request.get(`${REGULAR_URL}/api/customers/${mariaId}`, {
        headers: crew.headers,
      });
      return ((await response.json()) as { language: string | null }).language;
    })
    .toBe('en');
});

test('the job’s action bar: next step, Call and Navigate, Undo for 5 s, Delete in More actions', async ({
  page,
}) => {
  const crew = await owner(page, 'field-job');
  const customerId = await addCustomer(crew, MARIA);
  const jobId = await addJobToday(crew, customerId);
  const platform = await platformOf(page);

  await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
  const bar = page.getByRole('group', { name: 'Next step' });
  await expect(bar.getByRole('button', { name: 'Start Job' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Call Maria Garcia' })).toHaveAttribute(
    'href',
    telHref(MARIA.phone),
  );
  await expect(bar.getByRole('link', { name: 'Navigate to Maria Garcia' })).toHaveAttribute(
    'href',
    mapsHref(MARIA.address, platform),
  );
  // Held above the tab bar, inside the screen.
  const barBox = await bar.boundingBox();
  const tabsBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(tabsBox!.y);
  await expectNoSidewaysScroll(page);
  await checkA11yOf(page);

  // A step, undone: back to scheduled on the server too.
  await bar.getByRole('button', { name: 'Start Job' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job started.' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(bar.getByRole('button', { name: 'Start Job' })).toBeVisible();
  await expect.poll(async () => (await serverJob(crew, jobId)).status).toBe('pending');

  // Paid, undone; then paid and left for 5 s: the Undo goes and the payment stays.
  await bar.getByRole('button', { name: 'Start Job' }).click();
  await bar.getByRole('button', { name: 'Complete Job' }).click();
  await bar.getByRole('button', { name: 'Mark as Paid' }).click();
  await savePaymentSheet(page);
  await expect(page.getByText('Marked as paid.')).toBeVisible();
  // Undone within its 5 s (the server may or may not have seen the payment first).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(bar.getByRole('button', { name: 'Mark as Paid' })).toBeVisible();
  await expect.poll(async () => (await serverJob(crew, jobId)).paid).toBe(false);
  await bar.getByRole('button', { name: 'Mark as Paid' }).click();
  await savePaymentSheet(page);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  // Axe on the Undo view here, where the Undo may lapse while it runs (nothing is clicked).
  await checkA11yOf(page);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 6_000 });
  await expect.poll(async () => (await serverJob(crew, jobId)).paid).toBe(true);

  // Delete is behind More actions, with the spec's confirmation.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'More actions' }).click();
  await checkA11yOf(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByText('Delete the Lawn Mowing job for Maria Garcia? This cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete Job' }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app/jobs`);
});

test('check-in: scanning a link code starts the day’s job, scanning again completes it', async ({
  camera,
}) => {
  const customerId = newCustomerId();
  const link = qrText(customerQrPayload({ id: customerId, ...MARIA }, REGULAR_URL), 'link');
  expect(link).toBe(`${REGULAR_URL}/customer/${customerId}`);
  const page = await camera.open({ code: link });
  const crew = await owner(page, 'field-check-in');
  await crew.request.post(`${REGULAR_URL}/api/customers`, {
    headers: crew.headers,
    data: { id: customerId, ...MARIA },
  });
  const jobId = await addJobToday(crew, customerId);

  await page.goto(`${REGULAR_URL}/app/scan`);
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(page.getByRole('heading', { name: 'Maria Garcia has a job today' })).toBeVisible({
    timeout: SCAN_TIMEOUT,
  });
  await expect(page.getByText('Today: Lawn Mowing')).toBeVisible();
  await checkA11yOf(page);
  await page.getByRole('button', { name: 'Start job now' }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app/jobs/${jobId}`);
  await expect(page.getByText('Arrived', { exact: true })).toBeVisible();
  await expect
    .poll(async () => serverJob(crew, jobId))
    .toMatchObject({ status: 'in_progress', arrived_at: expect.any(String), finished_at: null });

  await page.goto(`${REGULAR_URL}/app/scan`);
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(page.getByRole('heading', { name: 'On site at Maria Garcia' })).toBeVisible({
    timeout: SCAN_TIMEOUT,
  });
  await expect(page.getByText(/^Arrived at .+, on site for \d+ min\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Complete job' }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app/jobs/${jobId}`);
  await expect(page.getByText('Time on site', { exact: true })).toBeVisible();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11yOf(page);
  await expect
    .poll(async () => serverJob(crew, jobId))
    .toMatchObject({
      status: 'completed',
      arrived_at: expect.any(String),
      finished_at: expect.any(String),
    });
});

test('Settings: a link code holds only the link, which decodes back to it', async ({ page }) => {
  const crew = await owner(page, 'field-link-code');
  const customerId = await addCustomer(crew, MARIA);

  await page.goto(`${REGULAR_URL}/app/settings`);
  const choice = page.getByRole('group', { name: 'What a code holds' });
  await expect(choice.getByRole('radio', { name: 'Full details' })).toBeChecked();
  await choice.getByText('Link only').click();
  await expect(choice.getByRole('radio', { name: 'Link only' })).toBeChecked();
  await expect(page.getByText(/no name or phone number is printed on the sticker/)).toBeVisible();
  await checkA11yOf(page);

  await page.goto(`${REGULAR_URL}/app/customers/${customerId}`);
  await page.getByRole('button', { name: 'Show QR Code' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: 'Download' }).click(),
  ]);
  const text = decodeQrPng(await readFile(await download.path()));
  expect(text).toBe(`${REGULAR_URL}/customer/${customerId}`);
  expect(text).not.toContain('Maria');
});
