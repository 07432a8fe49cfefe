import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { authToken, bearer, createJob, expectNoSideScroll } from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';
import { validationMessage } from '../../../packages/core/src/schemas/messages.ts';

type Language = 'en' | 'es';

// Pay now (issue 26, decision 060): the owner puts a payment link in the profile; an invoice of
// an unpaid job then carries a Pay now button with the amount and its QR code, on the public
// page the customer opens and in the PDF, in the customer's language.

/** The profile a new owner saves, without a payment link (set later on the Profile screen). */
async function setUpProfile(page: Page, request: APIRequestContext) {
  await signUp(page, uniqueEmail('pay-now'));
  const token = await authToken(page);
  const response = await request.put(`${REGULAR_URL}/api/profile`, {
    headers: bearer(token),
    data: {
      businessName: 'Sparkle Home Cleaning',
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
  expect(response.status()).toBe(200);
  // The app loads the saved profile, so the form starts from it.
  await page.reload();
  return token;
}

/** Profile → Edit Profile → the payment link; an http link is refused first, in the form. */
async function setPaymentLink(page: Page, language: Language, link: string) {
  await page.goto(`${REGULAR_URL}/app/profile`);
  // The saved profile has reached the device: the form starts from it.
  await expect(page.getByRole('main')).toContainText('Sparkle Home Cleaning');
  await page.getByRole('button', { name: text(language, 'profile.edit') }).click();
  const field = page.getByLabel(text(language, 'profile.paymentLink'));
  await expect(field).toHaveAccessibleDescription(text(language, 'profile.paymentLinkHint'));
  await field.fill(link.replace('https:', 'http:'));
  await page.getByRole('button', { name: text(language, 'profile.save') }).click();
  await expect(field).toHaveAccessibleDescription(
    new RegExp(validationMessage('profile.paymentLinkInvalid', language).replace(/[/.]/g, '\\$&')),
  );
  await field.fill(link);
  await page.getByRole('button', { name: text(language, 'profile.save') }).click();
  await expect(page.getByText(text(language, 'profile.updated'))).toBeVisible();
}

/** A customer with one completed, unpaid job; from the customer's page, Invoice unpaid jobs. */
async function invoiceOfUnpaidJob(
  page: Page,
  request: APIRequestContext,
  token: string,
  language: Language,
  name: string,
) {
  const created = await request.post(`${REGULAR_URL}/api/customers`, {
    headers: bearer(token),
    data: { name, phone: '(555) 444-5555', language },
  });
  expect(created.status()).toBe(201);
  const customerId = ((await created.json()) as { id: string }).id;
  await createJob(request, token, {
    customer_id: customerId,
    title: 'Deep Cleaning',
    status: 'completed',
    estimated_cost: 150,
  });
  await page.goto(`${REGULAR_URL}/app/customers/${customerId}`);
  await page.getByRole('button', { name: text(language, 'documents.invoiceUnpaid') }).click();
  await page
    .getByRole('button', { name: text(language, 'documents.makeInvoice_one', { count: 1 }) })
    .click();
  await expect(page).toHaveURL(/\/app\/invoices\/document-/);
  await expect(page.getByRole('link', { name: /\/d\// })).toBeVisible();
  return (await page.getByRole('link', { name: /\/d\// }).getAttribute('href'))!;
}

/** A fresh browser, never signed in, opens the share link. */
async function openAsCustomer(browser: Browser, link: string) {
  // A new context takes none of the project's options: give it the project's screen (360 px wide
  // on the phone project), as the customer opens the link on their phone.
  const { viewport } = test.info().project.use;
  const context = await browser.newContext(viewport ? { viewport } : {});
  const visitor = await context.newPage();
  expect((await visitor.goto(link))?.status()).toBe(200);
  return { context, visitor };
}

async function pdfOf(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile((await download.path())!));
  const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await pdfjs.getDocument({ data, standardFontDataUrl }).promise;
  const page1 = await pdf.getPage(1);
  const content = await page1.getTextContent();
  const links = (await page1.getAnnotations()) as { url?: string }[];
  return [
    content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
    ...links.map((link) => link.url ?? ''),
  ].join('\n');
}

test.describe('Pay now (regular mode)', () => {
  test('a PayPal.me link in the profile: the invoice page and PDF hold Pay now with the amount', async ({
    page,
    request,
    browser,
    checkA11y,
  }) => {
    test.slow(); // a sign-up, the profile, an invoice, its page and its PDF read back
    const token = await setUpProfile(page, request);
    await setPaymentLink(page, 'en', 'https://paypal.me/sparkleclean');
    const link = await invoiceOfUnpaidJob(page, request, token, 'en', 'Olivia Park');

    // The owner's preview shows what the customer will see.
    const preview = page.getByRole('article', { name: /^Invoice INV-\d{4}$/ });
    const ownerPayNow = preview.getByRole('link', { name: 'Pay now Pay $150.00' });
    await expect(ownerPayNow).toHaveAttribute('href', 'https://paypal.me/sparkleclean/150.00');
    await expect(preview.getByRole('img', { name: 'Scan to pay: Pay $150.00' })).toBeVisible();
    await expectNoSideScroll(page);
    await checkA11y();

    const pdf = await pdfOf(page);
    expect(pdf).toContain('Pay now: Pay $150.00');
    expect(pdf).toContain('https://paypal.me/sparkleclean/150.00');

    const { context, visitor } = await openAsCustomer(browser, link);
    const payNow = visitor.getByRole('link', { name: 'Pay now Pay $150.00' });
    await expect(payNow).toHaveAttribute('href', 'https://paypal.me/sparkleclean/150.00');
    await expect(payNow).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(visitor.getByRole('img', { name: 'Scan to pay: Pay $150.00' })).toBeVisible();
    expect(await visitor.locator('svg').count()).toBe(1);
    // The payment instructions still show beside it.
    await expect(visitor.locator('main')).toContainText('Zelle to sam@sparkle.example');
    const scrolls = await visitor.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrolls).toBe(false);
    const axe = await new AxeBuilder({ page: visitor }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });

  test('in Spanish: the owner sets the link in Spanish, the customer reads "Pagar ahora"', async ({
    page,
    request,
    browser,
  }) => {
    const token = await setUpProfile(page, request);
    await useLanguage(page, 'es');
    await setPaymentLink(page, 'es', 'https://cash.app/$sparkleclean');
    const link = await invoiceOfUnpaidJob(page, request, token, 'es', 'Rosa Martínez');

    const { context, visitor } = await openAsCustomer(browser, link);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
    const payNow = visitor.getByRole('link', { name: 'Pagar ahora Pagar $150.00' });
    await expect(payNow).toHaveAttribute('href', 'https://cash.app/$sparkleclean/150.00');
    await expect(visitor.locator('main')).toContainText('Escanee para pagar');
    await context.close();
  });
});
