import {
  at,
  isoDay,
  openAsOwner,
  openAsTester,
  openDemo,
  tileValue,
  type TestCustomer,
  type TestData,
} from './dashboard-helpers.ts';
import { DEMO_URL, expect, REGULAR_URL, test } from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Wednesday 11 June 2025, 10:00 local time: the demo data is built around "today".
const WEDNESDAY = at(2025, 6, 11, 10, 0);

test.describe('dashboard in demo mode', () => {
  test('tiles, unpaid banner, welcome and today’s jobs for the demo data', async ({
    page,
    checkA11y,
  }) => {
    await openDemo(page, WEDNESDAY);
    // Today: Lawn Mowing (completed 08:00, paid $80) and Landscape Design (in progress, paid
    // up front, not completed). Unpaid (spec §9: 4 unpaid, pending revenue 705): Gutter Cleaning
    // $175 (completed last week), Hedge Trimming $120, Pressure Washing $250, Tree Trimming $160.
    await expect(tileValue(page, "Today's Jobs")).toHaveText('2');
    await expect(tileValue(page, "This Week's Earnings")).toHaveText('$80');
    const banner = page.getByRole('region', { name: 'Unpaid Payments' });
    await expect(banner.getByTestId('unpaid-total')).toHaveText('$705.00');
    await expect(banner.getByTestId('unpaid-count')).toHaveText('Unpaid jobs: 4');
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex Johnson!' })).toBeVisible();

    const today = page.getByRole('region', { name: "Today's Schedule" });
    // Every job of today (spec §2), what is still to do first (decision 027).
    const rows = today.getByRole('article');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Emily Rodriguez');
    await expect(rows.nth(0)).toContainText('In Progress');
    await expect(rows.nth(1)).toContainText('Sarah Johnson');
    await expect(rows.nth(1)).toContainText('Lawn Mowing');
    await expect(rows.nth(1)).toContainText('$80.00');
    await checkA11y();

    await today.getByRole('link', { name: 'Sarah Johnson Lawn Mowing' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/demo-job-1`);
    await page.goBack();
    await banner.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/payments`);
  });

  test('the Spanish dashboard shows the same unpaid figures (spec §9: 4 unpaid, 705)', async ({
    page,
  }) => {
    await openDemo(page, WEDNESDAY);
    await useLanguage(page, 'es');
    const banner = page.getByRole('region', { name: text('es', 'dashboard.unpaid.title') });
    await expect(banner.getByTestId('unpaid-total')).toContainText(/705[.,]00/);
    await expect(banner.getByTestId('unpaid-count')).toHaveText(
      text('es', 'dashboard.unpaid.count', { count: 4 }),
    );
  });

  test('the same screen at /app/dashboard, in the dark theme', async ({ page, checkA11y }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openDemo(page, WEDNESDAY);
    await page.goto(`${DEMO_URL}/app/dashboard`);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(tileValue(page, "Today's Jobs")).toHaveText('2');
    await expect(page.getByRole('region', { name: 'Unpaid Payments' })).toBeVisible();
    await checkA11y();
  });

  test('the five quick actions open their screens', async ({ page }) => {
    await openDemo(page, WEDNESDAY);
    const actions = page.getByRole('region', { name: 'Welcome back, Alex Johnson!' });
    for (const [label, path] of [
      ['Add Customer', '/app/customers/new'],
      ['Schedule Job', '/app/jobs/new'],
      ['View Customers', '/app/customers'],
      ['Scan QR Code', '/app/scan'],
      ['QR Demo', '/app/qr-demo'],
    ] as const) {
      await actions.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`${DEMO_URL}${path}`);
      await page.goBack();
      await expect(page).toHaveURL(`${DEMO_URL}/app`);
    }
  });
});

// A week that starts on Sunday 8 June 2025: a paid job finished 30 s into that Sunday counts;
// one finished a minute before midnight on the Saturday before does not.
const nora: TestCustomer = { id: 'customer-e2e-nora', name: 'Nora Weeks' };
const weekData: TestData = {
  customers: [nora],
  jobs: [
    {
      id: 'job-e2e-sunday',
      customer: nora,
      scheduledDate: '2025-06-08',
      price: 100,
      status: 'completed',
      paid: true,
      completedAt: at(2025, 6, 8, 0, 0, 30),
    },
    {
      id: 'job-e2e-saturday-before',
      customer: nora,
      scheduledDate: '2025-06-07',
      price: 40,
      status: 'completed',
      paid: true,
      completedAt: at(2025, 6, 7, 23, 59, 0),
    },
    {
      id: 'job-e2e-saturday',
      customer: nora,
      serviceType: 'Hedge Trimming',
      scheduledDate: '2025-06-14',
      price: 25,
      status: 'completed',
      paid: true,
      completedAt: at(2025, 6, 14, 8, 0),
    },
    {
      id: 'job-e2e-scheduled-saturday',
      customer: nora,
      serviceType: 'Leaf Removal',
      scheduledDate: '2025-06-14',
      price: 300,
      status: 'scheduled',
      paid: false,
    },
    {
      id: 'job-e2e-unpaid-1',
      customer: nora,
      scheduledDate: '2025-06-06',
      price: 120.5,
      status: 'completed',
      paid: false,
      completedAt: at(2025, 6, 6, 15, 0),
    },
    {
      id: 'job-e2e-unpaid-2',
      customer: nora,
      scheduledDate: '2025-06-07',
      price: 79.5,
      status: 'completed',
      paid: false,
      completedAt: at(2025, 6, 7, 15, 0),
    },
  ],
};

const SUNDAY_JUST_AFTER_MIDNIGHT = at(2025, 6, 8, 0, 5);
const SATURDAY_EVENING = at(2025, 6, 14, 20, 0);

for (const [mode, open, base] of [
  ['a waitlisted tester (local data)', openAsTester, DEMO_URL],
  ['a signed-up owner (server data)', openAsOwner, REGULAR_URL],
] as const) {
  test.describe(`dashboard for ${mode}`, () => {
    test('this week’s earnings start on Sunday; the banner counts every unpaid job', async ({
      page,
      checkA11y,
    }) => {
      await open(page, weekData, SUNDAY_JUST_AFTER_MIDNIGHT);
      await expect(tileValue(page, "Today's Jobs")).toHaveText('1');
      await expect(tileValue(page, "This Week's Earnings")).toHaveText('$100');
      const banner = page.getByRole('region', { name: 'Unpaid Payments' });
      // Unpaid is paid = false (spec §3): $120.50 + $79.50 completed and $300 scheduled.
      await expect(banner.getByTestId('unpaid-total')).toHaveText('$500.00');
      await expect(banner.getByTestId('unpaid-count')).toHaveText('Unpaid jobs: 3');
      await checkA11y();

      // The Saturday that ends the same week: Sunday's $100 and today's $25, not the $40.
      await page.clock.setFixedTime(SATURDAY_EVENING);
      await page.goto(`${base}/app`);
      await expect(tileValue(page, "Today's Jobs")).toHaveText('2');
      await expect(tileValue(page, "This Week's Earnings")).toHaveText('$125');
      await expect(banner.getByTestId('unpaid-total')).toHaveText('$500.00');
      const today = page.getByRole('region', { name: "Today's Schedule" });
      const row = (service: string) => today.getByRole('article').filter({ hasText: service });
      await expect(row('Hedge Trimming')).toContainText('$25.00');
      await expect(row('Leaf Removal')).toContainText('$300.00');
    });

    test('no unpaid banner when nothing is unpaid, and an empty day offers to schedule', async ({
      page,
      checkA11y,
    }) => {
      const paidOnly: TestData = {
        customers: [nora],
        jobs: [
          {
            id: 'job-e2e-paid',
            customer: nora,
            scheduledDate: isoDay(at(2025, 6, 10)),
            price: 60,
            status: 'completed',
            paid: true,
            completedAt: at(2025, 6, 10, 11, 0),
          },
          {
            // Paid in advance: a scheduled job with nothing left to pay.
            id: 'job-e2e-later',
            customer: nora,
            scheduledDate: isoDay(at(2025, 6, 20)),
            price: 90,
            status: 'scheduled',
            paid: true,
          },
        ],
      };
      await open(page, paidOnly, WEDNESDAY);
      await expect(tileValue(page, "This Week's Earnings")).toHaveText('$60');
      await expect(tileValue(page, "Today's Jobs")).toHaveText('0');
      await expect(page.getByRole('region', { name: 'Unpaid Payments' })).toHaveCount(0);
      await expect(page.getByText('No jobs scheduled for today')).toBeVisible();
      await checkA11y();
      await page.getByRole('link', { name: 'Schedule a Job' }).click();
      await expect(page).toHaveURL(`${base}/app/jobs/new`);
    });
  });
}
