import type { Page } from '@playwright/test';
import { submitCustomerForm, openAddForm } from './customers-helpers.ts';
import { REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { authToken, bearer, createCustomer } from './jobs-helpers.ts';

// Issue 23 item 3 (decision 048), signed in against the server: one write the server keeps
// answering with a 500 never holds back the writes after it. It is retried, then parked on the
// phone and shown as not saved with Retry and Discard; once the server takes it, Retry saves it.

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync', exact: true });

type ServerCustomer = { id: string; name: string; phone: string };
const serverCustomers = async (page: Page, token: string) =>
  (await (
    await page.request.get(`${REGULAR_URL}/api/customers`, { headers: bearer(token) })
  ).json()) as ServerCustomer[];

test('a write the server keeps answering 500 does not hold back the writes after it', async ({
  page,
  consoleErrors,
  checkA11y,
}) => {
  test.slow(); // eight tries of one write, each asked for with Retry
  // The browser reports each 500 it is answered with.
  consoleErrors.allow(/status of 500/);
  await signUp(page, uniqueEmail('parked'));
  const token = await authToken(page);
  const anaId = await createCustomer(page.request, token, { name: 'Ana Lopez' });

  // From now on the server answers every change to Ana with a 500.
  let failedCalls = 0;
  await page.route(`**/api/customers/${anaId}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    failedCalls += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: 'Internal Server Error',
        code: 'server_error',
      }),
    });
  });

  await page.goto(`${REGULAR_URL}/app/customers/${anaId}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone Number').fill('5559990000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('link', { name: '(555) 999-0000' })).toBeVisible();
  await expect.poll(() => failedCalls).toBeGreaterThan(0);

  // A later write that does not depend on it reaches the server while Ana's change waits.
  await openAddForm(page);
  await submitCustomerForm(page, {
    name: 'Bo Park',
    phone: '5550102030',
    address: '2 Oak Ave',
    serviceType: 'Lawn Care',
  });
  await expect
    .poll(async () => (await serverCustomers(page, token)).map((c) => c.name).sort())
    .toEqual(['Ana Lopez', 'Bo Park']);
  await expect(syncStatus(page)).toContainText('1 change not sent yet');

  // The owner keeps asking; after 8 tries the change is parked and said not saved.
  const notSaved = syncStatus(page).getByRole('button', { name: '1 change was not saved' });
  for (let i = 0; i < 10 && !(await notSaved.isVisible()); i += 1) {
    const retry = syncStatus(page).getByRole('button', { name: 'Retry syncing' });
    if (await retry.isEnabled().catch(() => false)) await retry.click().catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await expect(notSaved).toBeVisible();
  expect(failedCalls).toBe(8);
  await expect(syncStatus(page)).not.toContainText('not sent yet');

  await notSaved.click();
  const dialog = page.getByRole('dialog', { name: 'Changes not saved' });
  await expect(dialog.getByRole('listitem')).toContainText(
    'The server could not save this change after 8 tries.',
  );
  await expect(
    dialog.getByRole('button', { name: 'Discard the change to Ana Lopez' }),
  ).toBeVisible();
  const retryParked = dialog.getByRole('button', { name: 'Retry the change to Ana Lopez' });
  await checkA11y();

  // The server recovers: Retry saves it.
  await page.unroute(`**/api/customers/${anaId}`);
  await retryParked.click();
  await expect(syncStatus(page)).toHaveText('All changes saved');
  const ana = (await serverCustomers(page, token)).find((c) => c.id === anaId);
  expect(ana?.phone).toBe('(555) 999-0000');
});
