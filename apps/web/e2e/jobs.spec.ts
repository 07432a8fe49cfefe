import { addDays } from 'date-fns';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';
import {
  card,
  cards,
  customerPicker,
  expectNoSideScroll,
  isoDay,
  openJobsList,
  pickCustomer,
  scheduleJob,
  shownDay,
} from './jobs-helpers.ts';

// /app/jobs and /app/jobs/new in demo mode (spec §2, §4, §5). Demo data: 6 jobs, see
// src/data/demo/demo-data.ts. The detail is in jobs-detail.spec.ts, the server in
// jobs-server.spec.ts.

test.describe('jobs list (demo mode)', () => {
  test('total, upcoming first, card contents, and tabs with the keyboard', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Jobs');
    await expect(page.getByText('6 jobs in total')).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    // Upcoming first (decision 027): today's open job (on a Saturday, the hedges of yesterday are
    // overdue and come before it), next week's, then in two weeks; finished work last.
    const isSaturday = new Date().getDay() === 6;
    await expect(cards(page).nth(isSaturday ? 1 : 0)).toContainText('Landscape Design');
    await expect(cards(page).nth(2)).toContainText('Pressure Washing');
    await expect(cards(page).nth(3)).toContainText('Tree Trimming');
    await expect(cards(page).nth(5)).toContainText('Gutter Cleaning');

    const trees = card(page, 'Tree Trimming');
    await expect(trees).toContainText('Emily Rodriguez');
    await expect(trees).toContainText('$160.00');
    await expect(trees).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(trees.getByText('Unpaid')).toBeVisible();
    await expectNoSideScroll(page);
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
    // The date starts on today (decision 026); emptied, it is required again.
    await page.getByLabel('Scheduled Date').fill('');
    await page.getByRole('button', { name: 'Schedule Job' }).click();
    for (const message of [
      'Please select a customer',
      'Service type is required',
      'Scheduled date is required',
      'Price is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(customerPicker(page)).toBeFocused();
    await expectNoSideScroll(page);
    await checkA11y();

    await pickCustomer(page, 'Mike Chen');
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
    await page.getByLabel('Fecha programada').fill('');
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
    await expect(customerPicker(page)).toHaveValue('David Thompson');
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Pressure Washing');

    const price = page.getByLabel('Price ($)');
    // His last Pressure Washing job's price is offered (decision 026).
    await expect(price).toHaveValue('250.00');
    await expect(page.getByText("From this customer's last job of this service")).toBeVisible();
    await expect(price).toHaveAttribute('inputmode', 'decimal');
    await price.fill('');
    await price.pressSequentially('12.3.4a');
    await expect(price).toHaveValue('12.34');

    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await expect(page.getByLabel('Scheduled Date')).toHaveAttribute('type', 'date');
    await expect(page.getByLabel('Scheduled Date')).toHaveAttribute('min', today);

    // Spec §5: Sarah's 'Lawn Mowing' is a job choice; Emily's 'Landscape Design' is not, so it
    // comes as 'Other' with her words; the owner can still pick another.
    await pickCustomer(page, 'Sarah Johnson');
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Lawn Mowing');
    await pickCustomer(page, 'Emily Rodriguez');
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Other');
    await expect(page.getByLabel('Custom Service Type')).toHaveValue('Landscape Design');
    await page.getByLabel('Service Type', { exact: true }).selectOption('Tree Trimming');
    await expect(page.getByLabel('Custom Service Type')).toHaveCount(0);
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
    // The saved job opens at once, with the spec's banner (decision 026).
    const banner = page.getByRole('status').filter({ hasText: 'Job scheduled successfully!' });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/app\/jobs\/job-[0-9a-f-]+$/);
    const jobUrl = page.url();
    await expect(page.getByRole('heading', { level: 2, name: 'Fence Repair' })).toBeVisible();
    await expect(page.getByText(`Scheduled for ${shownDay(day)}`)).toBeVisible();
    await expect(page.getByText('$123.45')).toBeVisible();
    await expect(page.getByText('Replace two panels by the gate.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Customer' })).toHaveAttribute(
      'href',
      '/app/customers/demo-customer-2',
    );
    await checkA11y();

    await openJobsList(page);
    await expect(page.getByText('7 jobs in total')).toBeVisible();
    const fence = card(page, 'Fence Repair');
    await expect(fence).toContainText('Mike Chen');
    await expect(fence).toContainText('$123.45');
    await expect(fence).toContainText(shownDay(day));
    await expect(
      fence.getByRole('button', { name: 'Scheduled: move to In Progress' }),
    ).toBeVisible();
    await checkA11y();

    // Back to the job: the banner was taken out of the history entry.
    await page.goBack();
    await expect(page).toHaveURL(jobUrl);
    await expect(page.getByRole('heading', { level: 2, name: 'Fence Repair' })).toBeVisible();
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
    // A reload starts the demo data afresh (spec §1): the new job is gone, and so is the banner.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
