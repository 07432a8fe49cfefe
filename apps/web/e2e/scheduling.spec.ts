import type { Locator, Page } from '@playwright/test';
import { DEMO_URL, expect, signInAsDemo, signOut, test } from './fixtures.ts';
import { cards, customerPicker, expectNoSideScroll, isoDay, shownDay } from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Issue 13 in the hand (decisions 026, 027): my day first, scheduling in four taps, the jobs
// list grouped with search and an Unpaid filter, the quick "+", scroll to top, and a sign-out
// that asks. Demo data: src/data/demo/demo-data.ts (today: Emily's Landscape Design in progress
// and Sarah's Lawn Mowing done; Sarah's hedges tomorrow, or yesterday on a Saturday).

const isSaturday = () => new Date().getDay() === 6;

/** Counts the taps a path takes: every tap of the path goes through here. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    count: () => taps,
  };
}

const groupHeadings = (page: Page) => page.getByRole('tabpanel').locator('h3[id^="job-group-"]');

test.describe('scheduling in four taps', () => {
  test('from the dashboard: Schedule Job, the customer, Save — 4 taps, and the job opens', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    const { tap, count } = tapCounter();
    const welcome = page.getByRole('region', { name: /Welcome back/ });
    await tap(welcome.getByRole('link', { name: 'Schedule Job' }));
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/new`);
    await expect(page.getByLabel('Scheduled Date')).toHaveValue(isoDay(new Date()));
    await tap(customerPicker(page));
    await expect(page.getByRole('listbox')).toBeVisible();
    await checkA11y();
    await tap(page.getByRole('option', { name: /Sarah Johnson/ }));
    // Her service and the price of her last mowing are there without a tap.
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Lawn Mowing');
    await expect(page.getByLabel('Price ($)')).toHaveValue('80.00');
    await expectNoSideScroll(page);
    await tap(page.getByRole('button', { name: 'Schedule Job' }));

    await expect(page).toHaveURL(/\/app\/jobs\/job-[0-9a-f-]+$/);
    await expect(page.getByText('Job scheduled successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lawn Mowing' })).toBeVisible();
    await expect(page.getByText(`Scheduled for ${shownDay(new Date())}`)).toBeVisible();
    expect(count()).toBe(4);
  });

  test("from a customer's page: Schedule Job, Save — 2 taps, service and price pre-filled", async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/customers/demo-customer-4`);
    await expect(page.getByRole('heading', { name: 'David Thompson' }).first()).toBeVisible();
    const { tap, count } = tapCounter();
    await tap(page.getByRole('link', { name: 'Schedule Job' }).first());
    await expect(customerPicker(page)).toHaveValue('David Thompson');
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Pressure Washing');
    await expect(page.getByLabel('Price ($)')).toHaveValue('250.00');
    await tap(page.getByRole('button', { name: 'Schedule Job' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Pressure Washing' })).toBeVisible();
    await expect(page.getByText('David Thompson').first()).toBeVisible();
    expect(count()).toBeLessThanOrEqual(4);
    expect(count()).toBe(2);
  });

  test('a start time shows on the job, the list and my day', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/new?customerId=demo-customer-2`);
    await page.getByLabel('Service Type', { exact: true }).selectOption('Window Cleaning');
    await page.getByLabel('Price ($)').fill('65');
    await page.getByLabel('Start time (optional)').fill('08:30');
    await page.getByLabel('Arrive by (optional)').fill('10:00');
    await page.getByRole('button', { name: 'Schedule Job' }).click();
    await expect(page.getByText('8:30 AM – 10:00 AM')).toBeVisible();
    await page.getByRole('link', { name: 'JobTrack home' }).click();
    const today = page.getByRole('region', { name: "Today's Schedule" });
    const row = today.getByRole('article').filter({ hasText: 'Window Cleaning' });
    await expect(row).toContainText('8:30 AM – 10:00 AM');
    // Timed jobs come first in the day.
    await expect(today.getByRole('article').first()).toContainText('Window Cleaning');
  });
});

test.describe('my day on the dashboard', () => {
  test('opens on the day with Call / Text / Navigate, then the spec’s tiles, banner and actions', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    const expected = isSaturday()
      ? ['Overdue', "Today's Schedule"]
      : ["Today's Schedule", 'Tomorrow'];
    await expect(headings.first()).toHaveText(expected[0]!);
    await expect(headings.nth(1)).toHaveText(expected[1]!);
    const today = page.getByRole('region', { name: "Today's Schedule" });
    const emily = today.getByRole('article').filter({ hasText: 'Emily Rodriguez' });
    await expect(emily).toContainText('Landscape Design');
    await expect(emily).toContainText('789 Pine Road, Springfield');
    await expect(emily).toContainText('$850.00');
    await expect(emily).toContainText('In Progress');
    await expect(emily.getByRole('link', { name: 'Call Emily Rodriguez' })).toHaveAttribute(
      'href',
      'tel:5553456789',
    );
    await expect(emily.getByRole('link', { name: 'Text Emily Rodriguez' })).toHaveAttribute(
      'href',
      /^sms:5553456789/,
    );
    await expect(emily.getByRole('link', { name: 'Navigate to Emily Rodriguez' })).toHaveAttribute(
      'href',
      /789%20Pine%20Road|789\+Pine\+Road/,
    );
    const call = await emily.getByRole('link', { name: 'Call Emily Rodriguez' }).boundingBox();
    expect(call!.height).toBeGreaterThanOrEqual(44);
    // The spec's pieces follow, all still there.
    await expect(page.getByText("Today's Jobs")).toBeVisible();
    await expect(page.getByText('Unpaid Payments')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await expectNoSideScroll(page);
    await checkA11y();

    await page.getByRole('link', { name: /Today's Jobs/ }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs`);
    await page.goBack();
    await page.getByRole('link', { name: /This Week's Earnings/ }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/payments?tab=paid`);
  });
});

test.describe('jobs list', () => {
  test('upcoming first in day groups, finished last; search and the Unpaid filter', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs`);
    await expect(groupHeadings(page)).toHaveText(
      isSaturday()
        ? ['Overdue', 'Today', 'Later', 'Completed and Cancelled']
        : ['Today', 'Tomorrow', 'Later', 'Completed and Cancelled'],
    );
    await expect(cards(page).last()).toContainText('Gutter Cleaning');
    await checkA11y();

    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.fill('oaks'); // Tree Trimming's notes
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Tree Trimming');
    await search.fill('EMILY'); // a customer
    await expect(cards(page)).toHaveCount(2);
    await search.fill('gutter'); // a service
    await expect(cards(page)).toHaveCount(1);
    await search.fill('zzz');
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await search.fill('');

    const unpaid = page.getByRole('button', { name: 'Unpaid only' });
    await unpaid.click();
    await expect(unpaid).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).filter({ hasText: 'Landscape Design' })).toHaveCount(0);
    await expect(page).toHaveURL(/unpaid=1/);
    await expectNoSideScroll(page);
    await checkA11y();
  });

  test('the empty list offers Schedule Job', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs?status=in-progress`);
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: 'In Progress: move to Completed' })
      .click();
    await expect(page.getByText('No in progress jobs')).toBeVisible();
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: 'Schedule Job' }),
    ).toHaveAttribute('href', '/app/jobs/new');
  });

  for (const language of ['en', 'es'] as const) {
    test(`the status tabs all show at 360 px (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await signInAsDemo(page);
      await page.goto(`${DEMO_URL}/app/jobs`);
      await useLanguage(page, language);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText([
        text(language, 'jobs.tabs.all'),
        text(language, 'jobs.tabs.scheduled'),
        text(language, 'jobs.tabs.inProgress'),
        text(language, 'jobs.tabs.completed'),
      ]);
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(box.height).toBeGreaterThanOrEqual(44);
        // Nothing cut: the label fits inside its tab.
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
      }
      const tablist = page.getByRole('tablist');
      expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
      await expectNoSideScroll(page);
    });
  }
});

test.describe('app shell', () => {
  test('the quick + is on every app screen, above the tab bar, and opens a new job or customer', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    const quickAdd = page.getByRole('button', { name: 'Quick add: new job, customer or quote' });
    const tabBar = page.getByRole('navigation', { name: 'Main navigation' });
    for (const path of ['/app', '/app/customers', '/app/jobs', '/app/payments', '/app/settings']) {
      await page.goto(`${DEMO_URL}${path}`);
      await expect(quickAdd).toBeVisible();
      const button = (await quickAdd.boundingBox())!;
      const bar = (await tabBar.boundingBox())!;
      expect(button.y + button.height, path).toBeLessThanOrEqual(bar.y);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
    await quickAdd.click();
    await expect(quickAdd).toHaveAttribute('aria-expanded', 'true');
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(quickAdd).toBeFocused();
    const menu = quickAdd.locator('xpath=..');
    await quickAdd.click();
    await menu.getByRole('link', { name: 'Add Customer' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers/new`);
    await quickAdd.click();
    await menu.getByRole('link', { name: 'Schedule Job' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/new`);
  });

  test('a new screen opens at its top; Back returns to where the owner was', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app`);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const before = await page.evaluate(() => window.scrollY);
    await page
      .getByRole('region', { name: /Welcome back/ })
      .getByRole('link', { name: 'View Customers' })
      .click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('sign-out asks first; Cancel stays, Sign Out leaves', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await expect(dialog).toContainText(
      "You'll need to sign in again to see your customers and jobs.",
    );
    await checkA11y();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await signOut(page);
    await expect(page).toHaveURL(`${DEMO_URL}/login`);
  });
});
