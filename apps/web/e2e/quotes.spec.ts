import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';
import { expectNoSideScroll } from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Quotes from the owner's side (issue 26, decision 062), in demo mode: a quote with an optional
// item, sent; the demo's accepted quote with its signature becoming a job; the list in Spanish.
// Demo data lives in memory, so each test moves by taps once it has written.

test.describe('quotes (demo mode)', () => {
  test('a quote with an optional item is a Draft with its total; Share marks it Sent', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/customers/demo-customer-4`);
    await page.getByRole('link', { name: 'New quote' }).click();
    await expect(page.getByRole('heading', { name: 'New quote', level: 2 })).toBeVisible();
    await expect(page.getByText('David Thompson')).toBeVisible();
    const first = page.getByRole('group', { name: 'Item 1' });
    await first.getByLabel('Description').fill('Pressure Washing');
    await first.getByLabel('Unit price ($)').fill('200');
    await page.getByRole('button', { name: 'Add item' }).click();
    const second = page.getByRole('group', { name: 'Item 2' });
    await second.getByLabel('Description').fill('Deck Sealing');
    await second.getByLabel('Unit price ($)').fill('80');
    await second.getByLabel('Optional').check();
    await expect(
      page.getByText('Optional items: $80.00 more if the customer ticks them.'),
    ).toBeVisible();
    await expectNoSideScroll(page);
    await checkA11y();
    await page.getByRole('button', { name: 'Save quote' }).click();

    await expect(page.getByRole('heading', { name: 'Quote Q-0003' })).toBeVisible();
    const status = page.locator('section[aria-labelledby="quote-heading"] > div').first();
    await expect(status.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByText('$200.00').last()).toBeVisible();
    await checkA11y();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Share', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Q-0003.*\.pdf$/);
    await expect(status.getByText('Sent', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Sent on /)).toBeVisible();

    await page.getByRole('link', { name: 'Back to quotes' }).click();
    const row = page.getByRole('link', { name: /Q-0003/ });
    await expect(row).toContainText('David Thompson');
    await expect(row).toContainText('$200.00');
    await expect(row).toContainText('Sent');
  });

  test("the demo's accepted quote shows the signature and total; Make job opens the job", async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/payments`);
    await page.getByRole('link', { name: 'Quotes' }).click();
    await page.getByRole('link', { name: /Q-0001/ }).click();
    await expect(page.getByRole('heading', { name: 'Quote Q-0001' })).toBeVisible();
    await expect(page.getByText(/^Accepted by David Thompson on /)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature of David Thompson' })).toBeVisible();
    await expect(page.getByText('Seal the railings', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Accepted total')).toBeVisible();
    await expect(page.getByText('$510.00')).toBeVisible();
    await expectNoSideScroll(page);
    await checkA11y();

    await page.getByRole('button', { name: 'Make job' }).click();
    await expect(page).toHaveURL(/\/app\/jobs\/job-/);
    await expect(page.getByText('$510.00').first()).toBeVisible();
    await expect(page.getByText('Deck Staining').first()).toBeVisible();
    await page.getByRole('link', { name: 'From quote Q-0001' }).click();
    await expect(
      page.getByRole('link', { name: 'Open the job made from this quote' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make job' })).toHaveCount(0);
  });

  test('the Quotes list in Spanish', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await useLanguage(page, 'es');
    await page.goto(`${DEMO_URL}/app/customers`);
    await page.getByRole('link', { name: text('es', 'nav.quotes') }).click();
    await expect(page.getByRole('heading', { name: 'Presupuestos', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Q-0001/ })).toContainText('Aceptado');
    await expect(page.getByRole('link', { name: /Q-0002/ })).toContainText('Enviado');
    await expect(page.getByRole('link', { name: /Q-0001/ })).toContainText('$510.00');
    await page.getByLabel('Mostrar presupuestos').selectOption({ label: 'Aceptado' });
    await expect(page.getByRole('link', { name: /Q-0002/ })).toHaveCount(0);
    await expectNoSideScroll(page);
    await checkA11y();
  });
});
