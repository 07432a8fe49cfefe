import type { Browser, Page } from '@playwright/test';
import { REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { authToken, bearer, createCustomer, createJob } from './jobs-helpers.ts';

// Issue 23 (decision 047): two devices of one account change the same job's price, one of them
// offline. The server keeps the first price to arrive; the device whose price was replaced is
// told on the job's screen ("Changed on another device: price $95.00 → $120.00") and "Keep mine"
// makes its price stand on both devices.

/** What the browser logs for a call made while its context is offline. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to load resource|could not refresh/;

async function signIn(page: Page, email: string, password = 'secret-123'): Promise<void> {
  await page.goto(`${REGULAR_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app`);
}

async function changePrice(page: Page, price: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Price ($)').fill(price);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Job Information' })).toBeVisible();
}

/** A second device: its own browser context (its own IndexedDB replica) with a console watch. */
async function secondDevice(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !OFFLINE_ERRORS.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

test('both devices change the price: the one replaced is told, and Keep mine makes its price stand', async ({
  page,
  browser,
  request,
  consoleErrors,
  checkA11y,
}) => {
  test.slow(); // two devices, a sign-up and four syncs
  consoleErrors.allow(OFFLINE_ERRORS);
  const email = uniqueEmail('merge');
  await signUp(page, email);
  const token = await authToken(page);
  const customerId = await createCustomer(request, token, { name: 'Priya Shah' });
  const jobId = await createJob(request, token, {
    customer_id: customerId,
    title: 'Hedge Trimming',
    estimated_cost: 80,
  });
  const jobUrl = `${REGULAR_URL}/app/jobs/${jobId}`;

  const phone = await secondDevice(browser, page.viewportSize()!);
  try {
    await signIn(phone.page, email);
    await phone.page.goto(jobUrl);
    await expect(phone.page.getByText('$80.00')).toBeVisible();
    await page.goto(jobUrl);
    await expect(page.getByText('$80.00')).toBeVisible();

    // The phone goes offline and changes the price; the tablet changes it online first.
    await phone.context.setOffline(true);
    await changePrice(phone.page, '120');
    await expect(phone.page.getByText('$120.00')).toBeVisible();
    await changePrice(page, '95');
    await expect(page.getByRole('status', { name: 'Sync', exact: true })).toContainText(
      'All changes saved',
    );

    // Back online, the phone's write arrives second: the server keeps $95.00 and tells the phone.
    await phone.context.setOffline(false);
    const notice = phone.page.getByRole('region', { name: 'Changed on another device' });
    await expect(notice).toContainText('Changed on another device: price $120.00 → $95.00');
    await expect(phone.page.getByRole('heading', { name: 'Job Information' })).toBeVisible();
    await expect(
      phone.page.getByRole('status', { name: 'Sync', exact: true }).getByRole('button', {
        name: '1 change replaced on another device',
      }),
    ).toBeVisible();
    await expect(phone.page.getByText('$95.00').first()).toBeVisible();
    const server = await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, {
      headers: bearer(token),
    });
    expect(((await server.json()) as { estimated_cost: number }).estimated_cost).toBe(95);
    await phone.page.setViewportSize({ width: 360, height: 740 });
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Keep mine: the phone's price is sent again over $95.00 and stands everywhere.
    await notice.getByRole('button', { name: 'Keep my price for Hedge Trimming' }).click();
    await expect(notice).toHaveCount(0);
    await expect(phone.page.getByText('$120.00')).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, {
          headers: bearer(token),
        });
        return ((await answer.json()) as { estimated_cost: number }).estimated_cost;
      })
      .toBe(120);
    // The tablet was not replaced (its value went in first), so it has no notice; its next pull
    // brings $120.00.
    await page.reload();
    await expect(page.getByText('$120.00')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Changed on another device' })).toHaveCount(0);
    expect(phone.errors).toEqual([]);
    await checkA11y();
  } finally {
    await phone.context.close();
  }
});
