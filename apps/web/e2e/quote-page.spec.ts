import type { APIRequestContext, Page } from '@playwright/test';
import { expect, REGULAR_URL, test, uniqueEmail } from './fixtures.ts';
import { expectNoSideScroll } from './jobs-helpers.ts';

// The customer's page of a quote (issue 26 items 2, 6 and 7, decision 061), as the customer sees
// it: a fresh browser, no account. The quote is made through the API as the owner's app would.

const ITEMS = [
  { id: 'mow', description: 'Mow the lawn', quantity: 1, unit_price: 45, optional: false },
  { id: 'edge', description: 'Edge the beds', quantity: 2, unit_price: 12.5, optional: false },
  { id: 'haul', description: 'Haul the clippings', quantity: 1, unit_price: 20, optional: true },
];

const day = { open: '08:00', close: '17:00', closed: false };
/** The owner's whole business profile, as the app saves it. */
const PROFILE = {
  businessName: 'Green Valley Landscaping',
  ownerName: 'Alex Johnson',
  email: 'alex@greenvalley.com',
  phone: '(555) 123-4567',
  address: '123 Main Street',
  website: '',
  bio: '',
  serviceTypes: ['Lawn Care'],
  businessHours: {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: { ...day, closed: true },
  },
  pricing: { hourlyRate: 75, minimumCharge: 50, currency: 'USD' },
  paymentLink: 'https://paypal.me/greenvalley',
  paymentInstructions: 'Zelle to alex@greenvalley.com',
};

/** A new owner with a profile, a customer (in `language`) and a quote for them: its token. */
async function quoteLink(request: APIRequestContext, language: 'en' | 'es'): Promise<string> {
  const registered = await request.post(`${REGULAR_URL}/api/auth/register`, {
    data: { name: 'Alex Johnson', email: uniqueEmail('quote'), password: 'secret-123' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const profile = await request.put(`${REGULAR_URL}/api/profile`, {
    headers,
    data: PROFILE,
  });
  expect(profile.status()).toBe(200);
  const customer = await request.post(`${REGULAR_URL}/api/customers`, {
    headers,
    data: { name: 'Maria Garcia', language },
  });
  expect(customer.status()).toBe(201);
  const { id } = (await customer.json()) as { id: string };
  const quote = await request.post(`${REGULAR_URL}/api/quotes`, {
    headers,
    data: { customer_id: id, items: ITEMS, notes: 'Gate code 42' },
  });
  expect(quote.status()).toBe(201);
  return ((await quote.json()) as { share_token: string }).share_token;
}

/** Draws a stroke across the signature box with the mouse. */
async function sign(page: Page, name: string | RegExp): Promise<void> {
  // The mouse draws in the viewport: the box must be on screen first (below the fold on a desktop).
  const pad = page.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 10),
      box.y + box.height / 2 + (step % 2 === 0 ? 25 : -25),
    );
  }
  await page.mouse.up();
}

test.describe('the customer’s quote page', () => {
  test('ticks the optional item, signs with the mouse and accepts: the page shows it', async ({
    page,
    request,
    checkA11y,
  }) => {
    const token = await quoteLink(request, 'en');
    // Each test's page is a fresh browser context: the customer, who has no account.
    await page.goto(`${REGULAR_URL}/q/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote' })).toBeVisible();
    const total = page.locator('#quote-total');
    await expect(total).toHaveText('$70.00');
    // A 360 px phone on the phone project: nothing wider than the screen.
    await expectNoSideScroll(page);
    await expect(page.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
    await checkA11y();

    await page.getByRole('checkbox', { name: /Haul the clippings/ }).check();
    await expect(total).toHaveText('$90.00');

    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    // Signing is asked for: without a name, then without a signature, the page says so.
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please type your name.');
    await page.getByLabel('Your name').fill('Maria Garcia');
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please sign in the box.');
    await expectNoSideScroll(page);
    await checkA11y();
    await sign(page, 'Sign here');
    await page.getByRole('button', { name: 'Accept and sign' }).click();

    await expect(
      page.getByRole('heading', { name: /^Accepted by Maria Garcia on / }),
    ).toBeVisible();
    await expect(total).toHaveText('$90.00');
    await expect(page.getByText('Haul the clippings')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature: Maria Garcia' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    // Pay now with the accepted total, and how else to pay.
    await expect(page.getByRole('link', { name: 'Pay now Pay $90.00' })).toHaveAttribute(
      'href',
      'https://paypal.me/greenvalley/90.00',
    );
    await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible();
    await expect(page.getByText('Zelle to alex@greenvalley.com')).toBeVisible();
    await expectNoSideScroll(page);
    await checkA11y();
  });

  test('is in Spanish for a Spanish-speaking customer', async ({ page, request, checkA11y }) => {
    const token = await quoteLink(request, 'es');
    await page.goto(`${REGULAR_URL}/q/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Presupuesto' })).toBeVisible();
    await expect(page.getByText('Elija los conceptos opcionales que desee')).toBeVisible();
    await page.getByRole('checkbox', { name: /Haul the clippings/ }).check();
    await expect(page.locator('#quote-total')).toHaveText('$90.00');
    await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await page.getByLabel('Su nombre').fill('María García');
    await sign(page, 'Firme aquí');
    await checkA11y();
    await page.getByRole('button', { name: 'Aceptar y firmar' }).click();
    await expect(
      page.getByRole('heading', { name: /^Aceptado por María García el / }),
    ).toBeVisible();
    await expect(page.getByText('¡Gracias! Su aceptación se ha enviado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pagar ahora Pagar $90.00' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible();
  });

  test('declines with a reason: the page shows it', async ({ page, request, checkA11y }) => {
    const token = await quoteLink(request, 'en');
    await page.goto(`${REGULAR_URL}/q/${token}`);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByLabel('Reason (optional)').fill('We found someone closer');
    await checkA11y();
    await page.getByRole('button', { name: 'Decline the quote' }).click();
    await expect(page.getByRole('heading', { name: /^Declined on / })).toBeVisible();
    await expect(page.getByText('We found someone closer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    await checkA11y();
  });
});
