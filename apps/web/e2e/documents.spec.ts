import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { authToken, bearer, createJob, expectNoSideScroll } from './jobs-helpers.ts';

// Invoices and receipts (issue 15, decisions 034 and 035): from a finished job to a receipt the
// customer opens without signing in, in the customer's language.

const BUSINESS = 'Sparkle Home Cleaning';

async function setUp(page: Page, request: APIRequestContext) {
  await signUp(page, uniqueEmail('documents'));
  const token = await authToken(page);
  const profile = await request.put(`${REGULAR_URL}/api/profile`, {
    headers: bearer(token),
    data: {
      businessName: BUSINESS,
      ownerName: 'Sam Rivera',
      email: 'sam@sparkle.example',
      phone: '(555) 222-3333',
      address: '1 Main St',
      website: '',
      bio: '',
      paymentInstructions: 'Zelle to sam@sparkle.example',
      serviceTypes: ['Cleaning'],
      businessHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
          (day) => [day, { open: '08:00', close: '17:00', closed: false }],
        ),
      ),
      pricing: { hourlyRate: 50, minimumCharge: 40, currency: 'USD' },
    },
  });
  expect(profile.status()).toBe(200);
  return token;
}

async function customer(
  request: APIRequestContext,
  token: string,
  name: string,
  language: 'en' | 'es',
) {
  const response = await request.post(`${REGULAR_URL}/api/customers`, {
    headers: bearer(token),
    data: { name, phone: '(555) 444-5555', email: 'client@example.com', language },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The text of a PDF, read with a real parser (pdf.js). */
async function pdfText(file: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(await readFile(file)) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

async function downloadPdf(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return pdfText((await download.path())!);
}

test.describe('invoices and receipts (regular mode)', () => {
  test('complete a job, Send receipt: the PDF and the share link hold the receipt', async ({
    page,
    request,
    browser,
    checkA11y,
  }) => {
    test.slow(); // a sign-up, a receipt's PDF read back, a fresh browser and the link turned off
    const token = await setUp(page, request);
    const customerId = await customer(request, token, 'Olivia Park', 'en');
    const jobId = await createJob(request, token, {
      customer_id: customerId,
      title: 'Deep Cleaning',
      status: 'in_progress',
      estimated_cost: 150,
    });
    await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
    const bar = page.getByRole('group', { name: 'Next step' });
    await bar.getByRole('button', { name: 'Complete Job' }).click();
    await bar.getByRole('button', { name: 'Mark as Paid' }).click();
    // Paid in cash, the whole amount, now (the payments sheet's defaults).
    const sheet = page.getByRole('dialog', { name: 'Mark as Paid' });
    await expect(sheet.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Save payment' }).click();
    await page.getByRole('button', { name: 'Send receipt' }).click();

    await expect(page).toHaveURL(/\/app\/invoices\/document-/);
    await expect(page.getByRole('heading', { name: 'Receipt REC-0001' })).toBeVisible();
    const preview = page.getByRole('article', { name: 'Receipt REC-0001' });
    await expect(preview).toContainText(BUSINESS);
    await expect(preview).toContainText('Olivia Park');
    await expect(preview).toContainText('$150.00');
    await expect(preview).toContainText('Cash');
    await expectNoSideScroll(page);
    await checkA11y();

    const text = await downloadPdf(page);
    expect(text).toContain(BUSINESS);
    expect(text).toContain('Olivia Park');
    expect(text).toContain('$150.00');
    expect(text).toContain('REC-0001');
    expect(text).toContain('Receipt');
    expect(text).toContain('Cash');

    // The texting links carry the short message with the link.
    const link = await page.getByRole('link', { name: /\/d\// }).getAttribute('href');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/d\/[A-Za-z0-9_-]{22,}$/);
    await expect(page.getByRole('link', { name: 'Text message' })).toHaveAttribute(
      'href',
      new RegExp(
        `body=${encodeURIComponent(`Hi! Here is your receipt REC-0001 from ${BUSINESS}: `)}`,
      ),
    );

    // A fresh browser, never signed in, opens the link: that receipt only, not indexed.
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    const response = await visitor.goto(link!);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Receipt');
    await expect(visitor.locator('main')).toContainText(BUSINESS);
    await expect(visitor.locator('main')).toContainText('REC-0001');
    await expect(visitor.locator('main')).toContainText('$150.00');

    // Turning the link off makes the page answer 404 as soon as the phone has sent it (the
    // outbox sends it at once when online).
    await page.getByRole('button', { name: 'Turn off link' }).click();
    await expect(page.getByText('The link is turned off.')).toBeVisible();
    await expect
      .poll(async () => (await visitor.goto(link!))?.status(), { timeout: 10_000 })
      .toBe(404);
    await stranger.close();

    // The Invoices view, reached from Payments, lists it as paid.
    await page.goto(`${REGULAR_URL}/app/payments`);
    await page.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/app\/invoices$/);
    const row = page.getByRole('listitem').filter({ hasText: 'REC-0001' });
    await expect(row).toContainText('Olivia Park');
    await expect(row).toContainText('Paid');
    await checkA11y();
  });

  test('a Spanish customer gets a Spanish invoice, on the page and in the PDF', async ({
    page,
    request,
    browser,
  }) => {
    const token = await setUp(page, request);
    const customerId = await customer(request, token, 'Rosa Martínez', 'es');
    const first = await createJob(request, token, {
      customer_id: customerId,
      title: 'Limpieza profunda',
      status: 'completed',
      estimated_cost: 1234.5,
      due_date: '2026-03-05',
    });
    await createJob(request, token, {
      customer_id: customerId,
      title: 'Ventanas',
      status: 'completed',
      estimated_cost: 80,
    });
    expect(first).toBeTruthy();

    // From the customer: Invoice unpaid jobs, both picked.
    await page.goto(`${REGULAR_URL}/app/customers/${customerId}`);
    await page.getByRole('button', { name: 'Invoice unpaid jobs' }).click();
    await page.getByRole('button', { name: 'Make invoice (2 jobs)' }).click();
    await expect(page.getByRole('heading', { name: 'Invoice INV-0001' })).toBeVisible();
    const preview = page.getByRole('article', { name: 'Factura INV-0001' });
    await expect(preview).toHaveAttribute('lang', 'es');
    await expect(preview).toContainText('Saldo pendiente');
    await expect(preview).toContainText('$1,314.50');
    await expect(preview).toContainText('Cómo pagar');
    await expect(preview).toContainText('Zelle to sam@sparkle.example');
    // Spanish dates read '5 mar 2026'.
    await expect(preview).toContainText(/\d{1,2} [a-z]{3} \d{4}/);

    const text = await downloadPdf(page);
    expect(text).toContain('Factura');
    expect(text).toContain('INV-0001');
    expect(text).toContain('Rosa Martínez');
    expect(text).toContain('$1,314.50');
    expect(text).toContain('Saldo pendiente');

    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5554445555\?text=%C2%A1Hola!%20Aqu%C3%AD%20tiene%20su%20factura%20INV-0001/,
    );
    const link = await page.getByRole('link', { name: /\/d\// }).getAttribute('href');
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(link!);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Factura');
    await expect(visitor.locator('main')).toContainText('$1,314.50');
    await expect(visitor.locator('main')).toContainText('Cliente');
    await stranger.close();

    // The customer's page lists it.
    await page.goto(`${REGULAR_URL}/app/customers/${customerId}`);
    await expect(page.getByRole('link', { name: /Invoice INV-0001/ })).toBeVisible();
  });
});
