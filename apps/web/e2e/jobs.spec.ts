import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import {
  DEMO_URL,
  REGULAR_URL,
  expect,
  signInAsDemo,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.ts';

// The jobs screens (spec §2, §4, §5) in demo mode, as a waitlisted tester (local mode) and
// signed in against the server. Demo data: 6 jobs (see src/data/demo/demo-data.ts).

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');
const shownDay = (date: Date) => format(date, 'MMM d, yyyy');

/** The status badge of the job detail header. */
const statusBadge = (page: Page, label: string) =>
  page.getByRole('definition').getByText(label, { exact: true });
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const card = (page: Page, text: string) => cards(page).filter({ hasText: text });

async function signInAsTester(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('jobtrack_waitlist_emails', '["tester@example.com"]'),
  );
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill('tester@example.com');
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
}

/** Fills and sends the schedule-job form (on /app/jobs/new). */
async function scheduleJob(
  page: Page,
  job: { customer: string; serviceType: string; custom?: string; date: Date; price: string },
): Promise<void> {
  await page.getByLabel('Customer').selectOption({ label: job.customer });
  await page.getByLabel('Service Type', { exact: true }).selectOption(job.serviceType);
  if (job.custom) await page.getByLabel('Custom Service Type').fill(job.custom);
  await page.getByLabel('Scheduled Date').fill(isoDay(job.date));
  await page.getByLabel('Price ($)').fill(job.price);
  await page.getByRole('button', { name: 'Schedule Job' }).click();
  await expect(page).toHaveURL(/\/app\/jobs$/);
}

const authToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

async function createCustomer(request: APIRequestContext, token: string, name: string) {
  const response = await request.post(`${REGULAR_URL}/api/customers`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      phone: '(555) 010-2030',
      address: '5 Birch Way',
      service_type: 'House Cleaning',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe('jobs list (demo mode)', () => {
  test('total, newest first, card contents, and tabs with the keyboard', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Jobs');
    await expect(page.getByText('6 jobs in total')).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    // Newest scheduled first: the job in two weeks, then next week's; last week's comes last.
    await expect(cards(page).nth(0)).toContainText('Tree Trimming');
    await expect(cards(page).nth(1)).toContainText('Pressure Washing');
    await expect(cards(page).nth(5)).toContainText('Gutter Cleaning');

    const trees = card(page, 'Tree Trimming');
    await expect(trees).toContainText('Emily Rodriguez');
    await expect(trees).toContainText('$160.00');
    await expect(trees).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(trees.getByText('Unpaid')).toBeVisible();
    await checkA11y();

    const all = page.getByRole('tab', { name: 'All Jobs' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const scheduled = page.getByRole('tab', { name: 'Scheduled', exact: true });
    await expect(scheduled).toBeFocused();
    await expect(scheduled).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', /.+/);
    await expect(cards(page)).toHaveCount(3);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'In Progress' })).toBeFocused();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Landscape Design');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards(page)).toHaveCount(2);
    await page.keyboard.press('ArrowRight');
    await expect(all).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Completed' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(all).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await checkA11y();
  });

  test('the status badge moves a job forward until completed, which is final', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs`);
    const hedges = card(page, 'Hedge Trimming');
    await hedges.getByRole('button', { name: 'Scheduled: move to In Progress' }).click();
    await hedges.getByRole('button', { name: 'In Progress: move to Completed' }).click();
    await expect(hedges.getByText('Completed', { exact: true })).toBeVisible();
    await expect(hedges.getByRole('button')).toHaveCount(0);

    // The completed date is stamped now.
    await hedges.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Hedge Trimming' })).toBeVisible();
    const completedOn = page
      .getByRole('term')
      .filter({ hasText: /^Completed$/ })
      .locator('xpath=following-sibling::dd');
    await expect(completedOn).toHaveText(shownDay(new Date()));

    // Completing the last in-progress job empties that tab.
    await page.goto(`${DEMO_URL}/app/jobs?status=in-progress`);
    await card(page, 'Landscape Design')
      .getByRole('button', { name: 'In Progress: move to Completed' })
      .click();
    await expect(page.getByText('No in progress jobs')).toBeVisible();
  });

  test('a job that does not exist shows Job not found with a way back', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/job-does-not-exist`);
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    await checkA11y();
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs`);
  });
});

test.describe('schedule job form (demo mode)', () => {
  test('every validation message, cleared on edit', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/new`);
    await expect(page.getByText('Scheduling Tips')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Schedule Job' }).click();
    for (const message of [
      'Please select a customer',
      'Service type is required',
      'Scheduled date is required',
      'Price is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Customer')).toBeFocused();
    await checkA11y();

    await page.getByLabel('Customer').selectOption({ label: 'Mike Chen' });
    await expect(page.getByText('Please select a customer')).toBeHidden();
    await page.getByLabel('Scheduled Date').fill(isoDay(addDays(new Date(), 3)));
    await expect(page.getByText('Scheduled date is required')).toBeHidden();

    // A lone decimal point passes the filter but is not a price.
    await page.getByLabel('Price ($)').fill('.');
    await page.getByRole('button', { name: 'Schedule Job' }).click();
    await expect(page.getByText('Please enter a valid price')).toBeVisible();
    await page.getByLabel('Price ($)').fill('40');
    await expect(page.getByText('Please enter a valid price')).toBeHidden();

    // 'Other' needs the owner's own words.
    await page.getByLabel('Service Type', { exact: true }).selectOption('Other');
    await expect(page.getByText('Service type is required')).toBeHidden();
    await page.getByRole('button', { name: 'Schedule Job' }).click();
    await expect(page.getByText('Please enter the service type')).toBeVisible();
    await page.getByLabel('Custom Service Type').fill('Fence Repair');
    await expect(page.getByText('Please enter the service type')).toBeHidden();
  });

  test('the required messages in Spanish', async ({ page }) => {
    await signInAsDemo(page);
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await page.goto(`${DEMO_URL}/app/jobs/new`);
    await page.getByRole('button', { name: 'Programar trabajo' }).click();
    for (const message of [
      'Selecciona un cliente',
      'El tipo de servicio es obligatorio',
      'La fecha programada es obligatoria',
      'El precio es obligatorio',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('price filter, date minimum, customer pre-fill and links', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/new?customerId=demo-customer-4`);
    await expect(page.getByLabel('Customer')).toHaveValue('demo-customer-4');
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Pressure Washing');

    const price = page.getByLabel('Price ($)');
    await expect(price).toHaveAttribute('inputmode', 'decimal');
    await price.pressSequentially('12.3.4a');
    await expect(price).toHaveValue('12.34');

    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await expect(page.getByLabel('Scheduled Date')).toHaveAttribute('type', 'date');
    await expect(page.getByLabel('Scheduled Date')).toHaveAttribute('min', today);

    // Sarah's 'Lawn Mowing' is a job choice; Emily's 'Landscape Design' is not, so it stays.
    await page.getByLabel('Customer').selectOption({ label: 'Sarah Johnson' });
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Lawn Mowing');
    await page.getByLabel('Customer').selectOption({ label: 'Emily Rodriguez' });
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Lawn Mowing');
    await expect(page.getByLabel('Service Type', { exact: true }).locator('option')).toHaveCount(
      22,
    );

    await expect(page.getByRole('link', { name: 'Add New Customer' })).toHaveAttribute(
      'href',
      '/app/customers/new',
    );
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs`);
  });

  test("scheduling with 'Other': banner, list and detail", async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs`);
    await page.getByRole('link', { name: 'Schedule Job' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/new`);
    const day = addDays(new Date(), 1);
    await page.getByLabel('Notes').fill('Replace two panels by the gate.');
    await scheduleJob(page, {
      customer: 'Mike Chen',
      serviceType: 'Other',
      custom: 'Fence Repair',
      date: day,
      price: '123.45',
    });
    const banner = page.getByRole('status').filter({ hasText: 'Job scheduled successfully!' });
    await expect(banner).toBeVisible();
    await expect(page.getByText('7 jobs in total')).toBeVisible();
    const fence = card(page, 'Fence Repair');
    await expect(fence).toContainText('Mike Chen');
    await expect(fence).toContainText('$123.45');
    await expect(fence).toContainText(shownDay(day));
    await expect(
      fence.getByRole('button', { name: 'Scheduled: move to In Progress' }),
    ).toBeVisible();
    await checkA11y();

    await fence.getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/jobs\/job-[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Fence Repair' })).toBeVisible();
    await expect(page.getByText(`Scheduled for ${shownDay(day)}`)).toBeVisible();
    await expect(page.getByText('$123.45')).toBeVisible();
    await expect(page.getByText('Replace two panels by the gate.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Customer' })).toHaveAttribute(
      'href',
      '/app/customers/demo-customer-2',
    );
    await checkA11y();

    // Back to the list: the banner was taken out of the history entry.
    await page.goBack();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs`);
    await expect(card(page, 'Fence Repair')).toBeVisible();
    await expect(page.getByText('Job scheduled successfully!')).toHaveCount(0);
  });

  test('the success banner leaves after 5 s and does not come back on reload', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/new`);
    await scheduleJob(page, {
      customer: 'Sarah Johnson',
      serviceType: 'Leaf Removal',
      date: addDays(new Date(), 2),
      price: '60',
    });
    const banner = page.getByText('Job scheduled successfully!');
    await expect(banner).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 3000 });

    await page.goto(`${DEMO_URL}/app/jobs/new`);
    await scheduleJob(page, {
      customer: 'Sarah Johnson',
      serviceType: 'Leaf Removal',
      date: addDays(new Date(), 2),
      price: '60',
    });
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(page.getByText('6 jobs in total')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('job detail (demo mode)', () => {
  test('Start, Complete, then Mark as Paid only when completed and unpaid', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/demo-job-4`);
    await expect(page.getByRole('heading', { level: 2, name: 'Hedge Trimming' })).toBeVisible();
    const markPaid = page.getByRole('button', { name: 'Mark as Paid', exact: true });
    await expect(markPaid).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unpaid', exact: true })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'View Customer' })).toHaveAttribute(
      'href',
      '/app/customers/demo-customer-1',
    );
    await checkA11y();

    await page.getByRole('button', { name: 'Start Job' }).click();
    await expect(statusBadge(page, 'In Progress')).toBeVisible();
    await expect(markPaid).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete Job' }).click();
    await expect(statusBadge(page, 'Completed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Job' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete Job' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unpaid: mark as paid' })).toBeEnabled();

    await markPaid.click();
    await expect(markPaid).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Paid: mark as unpaid' })).toBeEnabled();
    await checkA11y();

    // The badge toggle flips it back, and Mark as Paid returns.
    await page.getByRole('button', { name: 'Paid: mark as unpaid' }).click();
    await expect(markPaid).toBeVisible();
  });

  test('edit mode: validation, Cancel, and the demo rule for cancelled', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/demo-job-6`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Tree Trimming');
    await expect(page.getByLabel('Price ($)')).toHaveValue('160.00');
    await checkA11y();

    await page.getByLabel('Price ($)').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Price is required')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Job Information' })).toBeVisible();
    await expect(page.getByText('$160.00')).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Price ($)').fill('175.5');
    await page.getByLabel('Notes').fill('Only the larger oak.');
    // NOTE: spec §4 — in demo mode a job saved as cancelled is stored as scheduled.
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { name: 'Job Information' })).toBeVisible();
    await expect(page.getByText('$175.50')).toBeVisible();
    await expect(page.getByText('Only the larger oak.')).toBeVisible();
    await expect(statusBadge(page, 'Scheduled')).toBeVisible();
    await expect(page.getByText('Cancelled')).toHaveCount(0);
  });

  test('Delete only for jobs the user created, after a confirmation', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    for (const id of ['demo-job-1', 'demo-job-2', 'demo-job-5']) {
      await page.goto(`${DEMO_URL}/app/jobs/${id}`);
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    }

    await page.goto(`${DEMO_URL}/app/jobs/new`);
    await scheduleJob(page, {
      customer: 'David Thompson',
      serviceType: 'Gutter Cleaning',
      date: addDays(new Date(), 4),
      price: '90',
    });
    await card(page, 'David Thompson')
      .filter({ hasText: 'Gutter Cleaning' })
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Job' });
    await expect(dialog).toContainText('Delete the Gutter Cleaning job for David Thompson?');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete Job' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs`);
    await expect(page.getByText('Job deleted successfully!')).toBeVisible();
    await expect(page.getByText('6 jobs in total')).toBeVisible();
  });

  test('the QR buttons open the job QR dialog', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/demo-job-3`);
    await page.getByRole('button', { name: 'Show QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Job QR Code' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'QR Code', exact: true }).click();
    await expect(dialog).toBeVisible();
  });
});

test.describe('jobs as a waitlisted tester (local mode)', () => {
  test('empty tabs, and Customer not found for a customer who is gone', async ({ page }) => {
    await signInAsTester(page);
    await page.goto(`${DEMO_URL}/app/jobs`);
    await expect(page.getByText('1 job in total')).toBeVisible();
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByText('No completed jobs')).toBeVisible();
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await expect(page.getByText('No in progress jobs')).toBeVisible();

    // Remove a customer behind the app's back, then follow a link that still names them.
    const goneId = await page.evaluate(() => {
      const customers = JSON.parse(localStorage.getItem('jobtrack_customers') ?? '[]') as Array<{
        id: string;
        name: string;
      }>;
      const gone = customers.find((customer) => customer.name === 'Alex Morgan')!;
      localStorage.setItem(
        'jobtrack_customers',
        JSON.stringify(customers.filter((customer) => customer.id !== gone.id)),
      );
      return gone.id;
    });
    await page.goto(`${DEMO_URL}/app/jobs/new?customerId=${goneId}`);
    await expect(page.getByRole('alert')).toHaveText('Customer not found');
    await expect(page.getByLabel('Customer')).toHaveValue('');
    await expect(page.getByLabel('Customer').locator('option')).toHaveText([
      'Select a customer',
      'Jamie Parker',
    ]);

    // A job scheduled here is stored in the browser and survives a reload.
    await scheduleJob(page, {
      customer: 'Jamie Parker',
      serviceType: 'Window Cleaning',
      date: addDays(new Date(), 5),
      price: '45.5',
    });
    await page.reload();
    await expect(card(page, 'Window Cleaning')).toContainText('$45.50');
    await expect(page.getByText('2 jobs in total')).toBeVisible();
  });
});

test.describe('jobs signed in against the server', () => {
  test('schedule, start, complete and mark paid; the server has it; another account does not', async ({
    page,
    request,
    checkA11y,
  }) => {
    await signUp(page, uniqueEmail('jobs'));
    await page.goto(`${REGULAR_URL}/app/jobs`);
    await expect(page.getByText('No jobs scheduled yet')).toBeVisible();
    await expect(page.getByText('0 jobs in total')).toBeVisible();
    await checkA11y();

    const token = (await authToken(page))!;
    const customerId = await createCustomer(request, token, 'Rita Gomez');
    await page.goto(`${REGULAR_URL}/app/jobs/new`);
    await page.getByLabel('Customer').selectOption({ label: 'Rita Gomez' });
    // The customer's own service type is one of the job choices, so it is pre-filled.
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('House Cleaning');
    await page.getByLabel('Scheduled Date').fill(isoDay(addDays(new Date(), 1)));
    await page.getByLabel('Price ($)').fill('210.75');
    await page.getByRole('button', { name: 'Schedule Job' }).click();
    await expect(page.getByText('Job scheduled successfully!')).toBeVisible();

    const rita = card(page, 'Rita Gomez');
    await expect(rita).toContainText('$210.75');
    await rita.getByRole('button', { name: /^(Scheduled|Pending): move to In Progress$/ }).click();
    await expect(
      rita.getByRole('button', { name: 'In Progress: move to Completed' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Scheduled', exact: true }).click();
    await expect(page.getByText('No scheduled jobs')).toBeVisible();
    await page.getByRole('tab', { name: 'All Jobs' }).click();

    await rita.getByRole('link').click();
    const jobId = page.url().split('/').pop()!;
    await page.getByRole('button', { name: 'Complete Job' }).click();
    await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark as Paid', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Paid: mark as unpaid' })).toBeVisible();

    // The writes reach the server (through the outbox), under this owner only.
    await expect
      .poll(async () => {
        const response = await request.get(`${REGULAR_URL}/api/jobs`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const jobs = (await response.json()) as Array<Record<string, unknown>>;
        return jobs.map(
          ({ id, customer_id, title, status, paid, actual_cost, estimated_cost }) => ({
            id,
            customer_id,
            title,
            status,
            paid,
            cost: actual_cost ?? estimated_cost,
          }),
        );
      })
      .toEqual([
        {
          id: jobId,
          customer_id: customerId,
          title: 'House Cleaning',
          status: 'completed',
          paid: true,
          cost: 210.75,
        },
      ]);

    // A second account sees none of it, in the app or through the API.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${REGULAR_URL}/login`);
    await signUp(page, uniqueEmail('other'));
    const otherToken = (await authToken(page))!;
    expect(otherToken).not.toBe(token);
    await page.goto(`${REGULAR_URL}/app/jobs`);
    await expect(page.getByText('No jobs scheduled yet')).toBeVisible();
    await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    const list = await request.get(`${REGULAR_URL}/api/jobs`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(await list.json()).toEqual([]);
    const one = await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(one.status()).toBe(404);
  });

  test('10 cards a page with the shared paginator', async ({ page, request }) => {
    await signUp(page, uniqueEmail('pages'));
    const token = (await authToken(page))!;
    const customerId = await createCustomer(request, token, 'Paula Page');
    for (let day = 1; day <= 11; day += 1) {
      const response = await request.post(`${REGULAR_URL}/api/jobs`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          customer_id: customerId,
          title: `Visit ${day}`,
          estimated_cost: day,
          due_date: isoDay(addDays(new Date(), day)),
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto(`${REGULAR_URL}/app/jobs`);
    await expect(page.getByText('11 jobs in total')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).first()).toContainText('Visit 11');
    await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Visit 1');
    await expect(page.getByText('Showing 11 to 11 of 11 results')).toBeVisible();
    // Jobs the server stores as 'pending' count as Scheduled.
    await page.getByRole('tab', { name: 'Scheduled', exact: true }).click();
    await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
  });
});
