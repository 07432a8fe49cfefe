import type { Page } from '@playwright/test';
import { subDays } from 'date-fns';
import {
  DEMO_URL,
  REGULAR_URL,
  expect,
  signInAsDemo,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.ts';
import {
  authToken,
  bearer,
  createCustomer,
  createJob,
  expectNoSideScroll,
  isoDay,
  signInAsTester,
  savePaymentSheet,
} from './jobs-helpers.ts';

// /app/payments (spec §2, §4). Demo data: one completed unpaid job (Mike Chen, $175) and two
// paid jobs ($80 + $850 = $930), one of them still in progress.

// The first list of the panel holds the jobs; the paginator has its own list.
const rows = (page: Page) =>
  page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const total = (page: Page, label: 'Total Unpaid' | 'Total Paid') =>
  page.getByText(label, { exact: true }).locator('..');

async function expectTotals(page: Page, unpaid: string, paid: string): Promise<void> {
  await expect(total(page, 'Total Unpaid')).toContainText(unpaid);
  await expect(total(page, 'Total Paid')).toContainText(paid);
}

/** In-app navigation: a full page load would reset the demo data. */
const openPayments = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Payments' })
    .click();

test.describe('payments (demo mode)', () => {
  test('totals, tabs with counts, the toggle and the empty text', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/payments`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');
    await expectTotals(page, '$175.00', '$930.00');
    const unpaidTab = page.getByRole('tab', { name: 'Unpaid (1)' });
    await expect(unpaidTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Paid (2)', exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    const gutters = row(page, 'Mike Chen');
    await expect(gutters).toContainText('Gutter Cleaning');
    await expect(gutters).toContainText('$175.00');
    await expect(gutters).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expectNoSideScroll(page);
    await checkA11y();

    await gutters.getByRole('button', { name: 'Unpaid: mark as paid' }).click();
    await expect(page.getByText('All jobs are paid up!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Unpaid (0)' })).toBeVisible();
    await expectTotals(page, '$0.00', '$1,105.00');

    // Arrow keys move to the Paid tab.
    await page.getByRole('tab', { name: 'Unpaid (0)' }).focus();
    await page.keyboard.press('ArrowRight');
    const paidTab = page.getByRole('tab', { name: 'Paid (3)', exact: true });
    await expect(paidTab).toBeFocused();
    await expect(paidTab).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(3);
    // A paid job that is not completed cannot change its payment.
    await expect(
      row(page, 'Landscape Design').getByRole('button', { name: 'Paid', exact: true }),
    ).toBeDisabled();
    await expect(row(page, 'Landscape Design')).toContainText('$850.00');
    await checkA11y();

    await row(page, 'Gutter Cleaning')
      .getByRole('button', { name: 'Paid: mark as unpaid' })
      .click();
    await expect(page.getByRole('tab', { name: 'Paid (2)', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Unpaid (1)' })).toBeVisible();
    await expectTotals(page, '$175.00', '$930.00');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await checkA11y();
  });

  test('Mark as Paid on a job moves it from Unpaid to Paid, totals by its exact amount', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/demo-job-4`);
    await page.getByRole('button', { name: 'Start Job' }).click();
    await page.getByRole('button', { name: 'Complete Job' }).click();
    await expect(page.getByRole('button', { name: 'Mark as Paid', exact: true })).toBeVisible();

    await openPayments(page);
    await expect(page.getByRole('tab', { name: 'Unpaid (2)' })).toBeVisible();
    await expectTotals(page, '$295.00', '$930.00');
    await expect(row(page, 'Hedge Trimming')).toContainText('$120.00');

    await row(page, 'Hedge Trimming').getByRole('link', { name: 'Sarah Johnson' }).click();
    await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    await savePaymentSheet(page);
    await expect(page.getByRole('button', { name: 'Mark as Paid', exact: true })).toHaveCount(0);

    await openPayments(page);
    await expect(page.getByRole('tab', { name: 'Unpaid (1)' })).toBeVisible();
    await expect(row(page, 'Hedge Trimming')).toHaveCount(0);
    await expectTotals(page, '$175.00', '$1,050.00');
    await page.getByRole('tab', { name: 'Paid (3)', exact: true }).click();
    await expect(row(page, 'Hedge Trimming')).toContainText('$120.00');
  });
});

test('payments as a waitlisted tester: nothing owed, nothing paid yet', async ({
  page,
  checkA11y,
}) => {
  await signInAsTester(page);
  await page.goto(`${DEMO_URL}/app/payments`);
  await expectTotals(page, '$0.00', '$0.00');
  await expect(page.getByText('All jobs are paid up!')).toBeVisible();
  await page.getByRole('tab', { name: 'Paid (0)', exact: true }).click();
  await expect(page.getByText('No paid jobs yet')).toBeVisible();
  await checkA11y();
});

test('payments signed in: 10 a page, actual cost first, and the toggle reaches the server', async ({
  page,
  request,
}) => {
  // Twelve jobs made through the API before the screen is checked: allowed three times the time.
  test.slow();
  await signUp(page, uniqueEmail('payments'));
  const token = await authToken(page);
  const customerId = await createCustomer(request, token, { name: 'Olga Owens' });
  for (let n = 1; n <= 11; n += 1) {
    await createJob(request, token, {
      customer_id: customerId,
      title: `Paid visit ${n}`,
      status: 'completed',
      estimated_cost: 10,
      paid: true,
      due_date: isoDay(subDays(new Date(), n)),
    });
  }
  // Owed: the actual cost when there is one, else the estimate (spec §9).
  const owedId = await createJob(request, token, {
    customer_id: customerId,
    title: 'Roof check',
    status: 'completed',
    estimated_cost: 100,
    actual_cost: 80.5,
    paid: false,
    due_date: isoDay(new Date()),
  });

  await page.goto(`${REGULAR_URL}/app/payments`);
  await expectTotals(page, '$80.50', '$110.00');
  await expect(row(page, 'Roof check')).toContainText('$80.50');
  await page.getByRole('tab', { name: 'Paid (11)', exact: true }).click();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Paid visit 11');
  await expect(page.getByText('Showing 11 to 11 of 11 results')).toBeVisible();

  await page.getByRole('tab', { name: 'Unpaid (1)' }).click();
  await row(page, 'Roof check').getByRole('button', { name: 'Unpaid: mark as paid' }).click();
  await expect(page.getByText('All jobs are paid up!')).toBeVisible();
  await expectTotals(page, '$0.00', '$190.50');
  await expect
    .poll(async () => {
      const response = await request.get(`${REGULAR_URL}/api/jobs/${owedId}`, {
        headers: bearer(token),
      });
      return ((await response.json()) as { paid: boolean }).paid;
    })
    .toBe(true);
});
