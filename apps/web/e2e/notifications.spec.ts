import {
  at,
  bell,
  daysBefore,
  entry,
  isoDay,
  openAsOwner,
  openAsTester,
  openDemo,
  openPanel,
  replaceTesterData,
  type TestCustomer,
  type TestData,
  type TestJob,
} from './dashboard-helpers.ts';
import { DEMO_URL, expect, REGULAR_URL, test } from './fixtures.ts';

// Wednesday 11 June 2025, 10:00 local time.
const WEDNESDAY = at(2025, 6, 11, 10, 0);
const THURSDAY = at(2025, 6, 12, 9, 0);

test.describe('notifications in demo mode', () => {
  test('the bell counts the unread entries; the panel shows each with its age', async ({
    page,
    checkA11y,
  }, testInfo) => {
    await openDemo(page, WEDNESDAY);
    // Generated: today's job (Emily, in progress), tomorrow's (Sarah), the one completed today;
    // seeded: reminder and payment unread, the success one born read.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
    await expect(page.getByTestId('notification-badge')).toHaveText('5');

    await bell(page).click();
    const panel = openPanel(page);
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    const expected: Array<[string, string, string]> = [
      ["Today's jobs", 'Jobs scheduled today: 1 (Emily Rodriguez)', 'Just now'],
      ["Tomorrow's jobs", 'Jobs scheduled tomorrow: 1 (Sarah Johnson)', 'Just now'],
      ['Great work today!', 'Jobs completed today: 1, earning $80.00', 'Just now'],
      ['Upcoming job', 'Hedge Trimming for Sarah Johnson is coming up this week.', '1 h ago'],
      ['Job completed', 'Lawn Mowing for Sarah Johnson is done and paid: $80.00.', '2 h ago'],
      ['Payment due', 'Mike Chen owes $175.00 for Gutter Cleaning.', '5 h ago'],
    ];
    for (const [index, [title, message, age]] of expected.entries()) {
      const item = panel.getByRole('listitem').nth(index);
      await expect(item).toContainText(title);
      await expect(item).toContainText(message);
      await expect(item.locator('time')).toHaveText(age);
    }
    await expect(panel.getByText('Unread', { exact: true })).toHaveCount(5);
    await expect(entry(panel, 'Job completed').getByText('Unread', { exact: true })).toHaveCount(0);

    // Phone: a full-screen overlay; desktop: a popover under the bell.
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (testInfo.project.name === 'phone') {
      expect(box.width).toBe(viewport.width);
      expect(box.height).toBe(viewport.height);
    } else {
      const bellBox = (await bell(page).boundingBox())!;
      expect(box.width).toBeLessThan(400);
      expect(box.y).toBeGreaterThanOrEqual(bellBox.y + bellBox.height);
      expect(Math.abs(box.x + box.width - (bellBox.x + bellBox.width))).toBeLessThan(2);
    }
    await checkA11y();

    // Opening read them all: the badge is gone, and stays gone after a reload.
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(openPanel(page)).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex Johnson!' })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // The dashboard's panel holds the same entries.
    const dashboardPanel = page.getByRole('region', { name: 'Notifications' });
    const toggle = dashboardPanel.getByRole('button', { name: 'Notifications' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(dashboardPanel.getByRole('listitem')).toHaveCount(6);
    await expect(entry(dashboardPanel, 'Payment due')).toContainText('5 h ago');
    await checkA11y();

    // An entry's action opens its target.
    await bell(page).click();
    await entry(openPanel(page), 'Payment due')
      .getByRole('button', { name: 'View Payments' })
      .click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/payments`);
    await expect(openPanel(page)).toHaveCount(0);
  });

  test("'Clear All' dismisses every entry for the day; the empty state and View Dashboard", async ({
    page,
    checkA11y,
  }) => {
    await openDemo(page, WEDNESDAY);
    await page.goto(`${DEMO_URL}/app/customers`);
    await bell(page).click();
    const panel = openPanel(page);
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(0);
    await expect(panel.getByText('No notifications', { exact: true })).toBeVisible();
    await expect(panel.getByText("You're all caught up!", { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
    await checkA11y();

    await panel.getByRole('link', { name: 'View Dashboard' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await page.reload();
    await page.getByRole('main').getByRole('button', { name: 'Notifications' }).click();
    await expect(
      page.getByRole('main').getByText('No notifications', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  });

  test('the Settings switch turned off stops every notification, the seed ones too', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('jobtrack_notifications_enabled', 'false'));
    await openDemo(page, WEDNESDAY);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await bell(page).click();
    await expect(openPanel(page).getByText('No notifications', { exact: true })).toBeVisible();
  });
});

const customer = (name: string): TestCustomer => ({
  id: `customer-e2e-${name.toLowerCase().replace(/\s+/g, '-')}`,
  name,
});

const job = (who: TestCustomer, daysAgo: number, fields: Partial<TestJob> = {}): TestJob => ({
  id: `job-e2e-${who.id.slice('customer-e2e-'.length)}-${daysAgo}-${fields.price ?? 50}`,
  customer: who,
  scheduledDate: isoDay(daysBefore(WEDNESDAY, daysAgo)),
  price: 50,
  status: 'scheduled',
  paid: false,
  ...fields,
});

const completedUnpaid = (who: TestCustomer, daysAgo: number, price: number): TestJob =>
  job(who, daysAgo, {
    price,
    status: 'completed',
    completedAt: daysBefore(WEDNESDAY, daysAgo),
  });

/** Each rule just inside and just outside its threshold (spec §9). */
const olivia = customer('Olivia Seven');
const oscar = customer('Oscar Eight');
const ivy = customer('Ivy Thirty');
const ian = customer('Ian Thirtyone');
const bea = customer('Bea Balance');

const overdueData: TestData = {
  customers: [olivia, oscar],
  jobs: [completedUnpaid(olivia, 7, 50), completedUnpaid(oscar, 8, 80)],
};
const inactiveData: TestData = {
  customers: [ivy, ian],
  jobs: [job(ivy, 30), job(ian, 31)],
};
const balanceData = (second: number): TestData => ({
  customers: [bea],
  jobs: [completedUnpaid(bea, 1, 300), completedUnpaid(bea, 2, second)],
});

for (const [mode, open, base] of [
  ['a waitlisted tester (local data)', openAsTester, DEMO_URL],
  ['a signed-up owner (server data)', openAsOwner, REGULAR_URL],
] as const) {
  test.describe(`notification rules for ${mode}`, () => {
    test('overdue payment: 8 days after the scheduled date, not 7', async ({ page }) => {
      await open(page, overdueData, WEDNESDAY);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(page).click();
      const panel = openPanel(page);
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      await expect(entry(panel, 'Overdue payment')).toContainText(
        'Oscar Eight owes $80.00 for Lawn Mowing, scheduled 8 days ago',
      );
      await entry(panel, 'Overdue payment').getByRole('button', { name: 'View Job' }).click();
      await expect(page).toHaveURL(new RegExp(`^${base}/app/jobs/job-`));
    });

    test('inactive customer: latest job 31 days ago, not 30', async ({ page }) => {
      await open(page, inactiveData, WEDNESDAY);
      await bell(page).click();
      const panel = openPanel(page);
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      await expect(entry(panel, 'Inactive customer')).toContainText(
        'No job for Ian Thirtyone in 31 days',
      );
    });

    test('large outstanding balance: not at $500.00', async ({ page }) => {
      await open(page, balanceData(200), WEDNESDAY);
      await expect(page.getByTestId('unpaid-total')).toHaveText('$500.00');
      await bell(page).click();
      await expect(openPanel(page).getByText('No notifications', { exact: true })).toBeVisible();
    });

    test('large outstanding balance: at $500.01', async ({ page }) => {
      await open(page, balanceData(200.01), WEDNESDAY);
      await expect(page.getByTestId('unpaid-total')).toHaveText('$500.01');
      await bell(page).click();
      const panel = openPanel(page);
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      await expect(entry(panel, 'Large outstanding balance')).toContainText(
        'Unpaid completed jobs total $500.01',
      );
      await entry(panel, 'Large outstanding balance')
        .getByRole('button', { name: 'View Payments' })
        .click();
      await expect(page).toHaveURL(`${base}/app/payments`);
    });
  });
}

test.describe('the bell badge and dismissal (waitlisted tester)', () => {
  /** `count` customers whose only job was 31 days ago: one unread entry each. */
  const inactive = (count: number): TestData => {
    const customers = Array.from({ length: count }, (_, index) =>
      customer(`Customer ${String.fromCharCode(65 + index)}`),
    );
    return { customers, jobs: customers.map((who) => job(who, 31)) };
  };

  test('the badge shows 9 unread as 9, and 10 as 9+', async ({ page }) => {
    await openAsTester(page, inactive(9), WEDNESDAY);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 9 unread');
    await expect(page.getByTestId('notification-badge')).toHaveText('9');

    await replaceTesterData(page, inactive(10), WEDNESDAY);
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 9+ unread');
    await expect(page.getByTestId('notification-badge')).toHaveText('9+');
    await bell(page).click();
    await expect(openPanel(page).getByRole('listitem')).toHaveCount(10);
  });

  test('a dismissed entry stays hidden for the rest of the day and is back the next day', async ({
    page,
  }) => {
    await openAsTester(
      page,
      { customers: [oscar], jobs: [completedUnpaid(oscar, 8, 80)] },
      WEDNESDAY,
    );
    await bell(page).click();
    const panel = openPanel(page);
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    // One entry: no 'Clear All'.
    await expect(panel.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Dismiss: Overdue payment' }).click();
    await expect(panel.getByText('No notifications', { exact: true })).toBeVisible();

    await page.reload();
    await bell(page).click();
    await expect(openPanel(page).getByText('No notifications', { exact: true })).toBeVisible();

    // Still the same day a minute before midnight.
    await page.clock.setFixedTime(at(2025, 6, 11, 23, 59));
    await page.reload();
    await bell(page).click();
    await expect(openPanel(page).getByText('No notifications', { exact: true })).toBeVisible();

    await page.clock.setFixedTime(THURSDAY);
    await page.reload();
    await bell(page).click();
    await expect(entry(openPanel(page), 'Overdue payment')).toContainText(
      'Oscar Eight owes $80.00 for Lawn Mowing, scheduled 9 days ago',
    );
  });
});
