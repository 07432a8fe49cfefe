import type { Page } from '@playwright/test';
import { isSameMonth, subDays } from 'date-fns';
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
} from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Issue 15's payments, in demo mode: Mark as Paid asks how, when and how much; a partial payment
// leaves a balance on the job and in the payments list; owed rows show their age and a Remind
// menu with the reminder prefilled; this month's payments sit beside the spec's totals.
// Demo data: Mike Chen owes $175.00 for gutters completed last week; the $80.00 lawn mowing was
// completed and paid today, the $850.00 design paid up front is not completed.

const rows = (page: Page) =>
  page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem');
const row = (page: Page, label: string) => rows(page).filter({ hasText: label });
const tile = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('..');

/** In-app navigation: a full page load would reset the demo data. */
const openPayments = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Payments' })
    .click();

/**
 * This month's takings in the demo: the $80.00 lawn mowing, plus the $850.00 design deposit when
 * it was taken (12 days ago, the day the job was recorded) in this month too (decision 046: each
 * payment counts in its own day's month).
 */
const DEPOSIT_THIS_MONTH = isSameMonth(subDays(new Date(), 12), new Date()) ? 850 : 0;
const paidThisMonth = (amount: number) =>
  `$${(amount + DEPOSIT_THIS_MONTH).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const hrefOf = async (page: Page, name: string) =>
  decodeURIComponent((await page.getByRole('link', { name }).getAttribute('href')) ?? '');

test('a partial cash payment leaves a balance, the rest pays the job; Remind and month totals', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page);
  await page.goto(`${DEMO_URL}/app/payments`);
  await expect(tile(page, 'Total Unpaid')).toContainText('$175.00');
  await expect(tile(page, 'Paid this month')).toContainText(paidThisMonth(80));
  const mike = row(page, 'Mike Chen');
  await expect(mike).toContainText(/\d+ days?/);

  // Remind: text, WhatsApp and e-mail, each with the polite reminder and the amount due.
  await mike.getByRole('button', { name: 'Remind Mike Chen' }).click();
  const sms = await hrefOf(page, 'Text message');
  expect(sms).toMatch(/^sms:5552345678[?&]body=Hi Mike, /);
  expect(sms).toContain('$175.00 is still due for gutter cleaning');
  const whatsapp = await hrefOf(page, 'WhatsApp');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/15552345678\?text=Hi Mike, /);
  const email = await hrefOf(page, 'E-mail');
  expect(email).toMatch(/^mailto:mike\.chen@example\.com\?subject=Payment reminder&body=Hi Mike/);
  await expectNoSideScroll(page);
  await checkA11y();
  await page.keyboard.press('Escape');

  // A partial payment of $75 in cash.
  await mike.getByRole('link', { name: 'Mike Chen' }).click();
  await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Mark as Paid' });
  await expect(sheet).toContainText('Balance: $175.00');
  await expect(sheet.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await expect(sheet.getByLabel('Amount received')).toHaveValue('175');
  await checkA11y();
  await sheet.getByLabel('Amount received').fill('75');
  await sheet.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Payment recorded.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Payments' }).getByText(/^\$75\.00 · Cash · /),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$100.00' })).toBeVisible();

  await openPayments(page);
  await expect(row(page, 'Mike Chen')).toContainText('$75.00 paid · $100.00 due');
  await expect(tile(page, 'Paid this month')).toContainText(paidThisMonth(155));
  // The spec's figures do not move until the job is paid in full.
  await expect(tile(page, 'Total Unpaid')).toContainText('$175.00');

  // The rest, by card: the job is paid and shows how.
  await row(page, 'Mike Chen').getByRole('link', { name: 'Mike Chen' }).click();
  await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
  await expect(sheet.getByLabel('Amount received')).toHaveValue('100');
  await sheet.getByRole('radio', { name: 'Card' }).check();
  await sheet.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Marked as paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Paid', exact: true })).toHaveCount(0);
  await expect(page.getByText(/^\$175\.00 · Card · /)).toBeVisible();
  // Both payments stay listed, the newest first (decision 046).
  await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);

  await openPayments(page);
  await expect(page.getByText('All jobs are paid up!')).toBeVisible();
  await expect(tile(page, 'Paid this month')).toContainText(paidThisMonth(255));
  await page.getByRole('tab', { name: 'Paid (3)', exact: true }).click();
  await expect(row(page, 'Mike Chen')).toContainText('Card');
  await expectNoSideScroll(page);
  await checkA11y();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await checkA11y();
});

test('Spanish: ages in días, Remind in Spanish with the money written in Spanish', async ({
  page,
  checkA11y,
}) => {
  await signInAsDemo(page);
  await page.goto(`${DEMO_URL}/app/payments`);
  await useLanguage(page, 'es');
  await expect(tile(page, text('es', 'payments.thisMonth'))).toContainText(
    (80 + DEPOSIT_THIS_MONTH).toFixed(2),
  );
  const mike = row(page, 'Mike Chen');
  await expect(mike).toContainText(/\d+ días?/);
  await mike
    .getByRole('button', { name: text('es', 'payments.remindName', { name: 'Mike Chen' }) })
    .click();
  const sms = await hrefOf(page, text('es', 'payments.remindSms'));
  expect(sms).toMatch(/body=Hola Mike, /);
  expect(sms).toContain('aún se debe $175.00 por limpieza de canaletas');
  await checkA11y();
});

test('signed in: a partial check payment reaches the server, then the rest flips paid', async ({
  page,
  request,
}) => {
  await signUp(page, uniqueEmail('payment-methods'));
  const token = await authToken(page);
  const customerId = await createCustomer(request, token, { name: 'Olga Owens' });
  const jobId = await createJob(request, token, {
    customer_id: customerId,
    title: 'Roof check',
    status: 'completed',
    estimated_cost: 120,
    due_date: isoDay(new Date()),
  });
  const serverJob = async () =>
    (
      await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, { headers: bearer(token) })
    ).json() as Promise<{ paid: boolean; amount_paid: number | null; payment_method: string }>;

  await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Mark as Paid' });
  await sheet.getByRole('radio', { name: 'Check' }).check();
  await sheet.getByLabel('Amount received').fill('50.25');
  await sheet.getByRole('button', { name: 'Save payment' }).click();
  await expect(
    page.getByRole('list', { name: 'Payments' }).getByText(/^\$50\.25 · Check · /),
  ).toBeVisible();
  await expect
    .poll(serverJob)
    .toMatchObject({ paid: false, amount_paid: 50.25, payment_method: 'check' });

  await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
  await expect(sheet.getByLabel('Amount received')).toHaveValue('69.75');
  await sheet.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Paid', exact: true })).toHaveCount(0);
  await expect
    .poll(serverJob)
    .toMatchObject({ paid: true, amount_paid: 120, payment_method: 'cash' });
});
