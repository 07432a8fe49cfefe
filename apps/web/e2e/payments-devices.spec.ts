import type { Browser, Page } from '@playwright/test';
import { REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { authToken, bearer, createCustomer, createJob, savePaymentSheet } from './jobs-helpers.ts';

// Issue 23: payments are records. Two devices of one account (two browser contexts, signed in
// against the server); one is offline. Both record a payment on the same job; once the offline
// one is back, both payments are kept and the balance is right on both devices and the server.

const paymentList = (page: Page) => page.getByRole('list', { name: 'Payments' });

async function signIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${REGULAR_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app`);
  return { context, page };
}

async function recordPayment(page: Page, amount: string, method: string): Promise<void> {
  await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Mark as Paid' });
  await sheet.getByRole('radio', { name: method }).check();
  await sheet.getByLabel('Amount received').fill(amount);
  await savePaymentSheet(page);
}

test('two devices, one offline, each record a payment on one job: both kept, the balance right everywhere', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('payments');
  await signUp(page, email);
  const token = await authToken(page);
  const customerId = await createCustomer(request, token, { name: 'Maria Garcia' });
  const jobId = await createJob(request, token, {
    customer_id: customerId,
    title: 'Hedge Trimming',
    estimated_cost: 150,
    status: 'completed',
  });

  const tablet = await signIn(browser, email);
  for (const device of [page, tablet.page]) {
    await device.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
    await expect(device.getByRole('heading', { level: 2, name: 'Hedge Trimming' })).toBeVisible();
  }

  // The tablet loses its connection and takes $50.00 in cash: saved on the device.
  await tablet.context.setOffline(true);
  await recordPayment(tablet.page, '50', 'Cash');
  await expect(tablet.page.getByText('$100.00')).toBeVisible();

  // Meanwhile the phone, online, takes a $100.00 check.
  await recordPayment(page, '100', 'Check');
  await expect(page.getByText('$50.00', { exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, {
        headers: bearer(token),
      });
      return ((await answer.json()) as { amount_paid: number | null }).amount_paid;
    })
    .toBe(100);

  // The tablet comes back: its payment joins the phone's instead of replacing it.
  await tablet.context.setOffline(false);
  await expect
    .poll(async () => {
      const answer = await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, {
        headers: bearer(token),
      });
      const job = (await answer.json()) as { amount_paid: number | null; paid: boolean };
      return [job.amount_paid, job.paid];
    })
    .toEqual([150, true]);
  const payments = await request.get(`${REGULAR_URL}/api/payments?job_id=${jobId}`, {
    headers: bearer(token),
  });
  expect(
    ((await payments.json()) as { amount: number; method: string }[])
      .map((payment) => `${payment.amount} ${payment.method}`)
      .sort(),
  ).toEqual(['100 check', '50 cash']);

  // Both devices show both payments and the job paid in full (the phone after its next pull).
  await page.reload();
  for (const device of [page, tablet.page]) {
    await expect(paymentList(device).getByRole('listitem')).toHaveCount(2, { timeout: 35_000 });
    await expect(paymentList(device)).toContainText('$100.00 · Check');
    await expect(paymentList(device)).toContainText('$50.00 · Cash');
    await expect(device.getByRole('button', { name: 'Paid: mark as unpaid' })).toBeVisible();
    await expect(device.getByRole('button', { name: 'Mark as Paid', exact: true })).toHaveCount(0);
  }
  await tablet.context.close();
});
