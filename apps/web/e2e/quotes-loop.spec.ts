import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import {
  consoleErrorsOf,
  expect,
  expectNoAxeViolations,
  REGULAR_URL,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { bell, entry, openPanel } from './dashboard-helpers.ts';
import { authToken, bearer, expectNoSideScroll } from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';
import { formatDate } from '../../../packages/core/src/dates.ts';
import { DOCUMENT_TEXTS } from '../../../packages/core/src/document-texts.ts';
import { QUOTE_TEXTS } from '../../../packages/core/src/quote-texts.ts';

type Language = 'en' | 'es';

// The whole quote loop in regular mode (issue 26 item 7, decisions 060–063): the signed-in owner
// makes a quote in the app, sends its link; the customer opens it in a fresh browser (no
// account), ticks the optional item, signs and accepts, or declines; the owner's app gets the
// answer with the next sync and turns an accepted quote into a job in one tap. Also an expired
// quote, Pay now on the accepted page, and all of it in Spanish.

const BUSINESS_PHONE = '(555) 222-3333';

/** A new owner with a saved profile (and a payment link) and one customer: ids for the test. */
async function setUpOwner(
  page: Page,
  request: APIRequestContext,
  customer: { name: string; language: Language },
  paymentLink?: string,
) {
  await signUp(page, uniqueEmail('quotes-loop'));
  const token = await authToken(page);
  const profile = await request.put(`${REGULAR_URL}/api/profile`, {
    headers: bearer(token),
    data: {
      businessName: 'Sparkle Home Cleaning',
      ownerName: 'Sam Rivera',
      email: 'sam@sparkle.example',
      phone: BUSINESS_PHONE,
      address: '1 Main St',
      website: '',
      bio: '',
      paymentInstructions: '',
      ...(paymentLink ? { paymentLink } : {}),
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
  const created = await request.post(`${REGULAR_URL}/api/customers`, {
    headers: bearer(token),
    data: { ...customer, phone: '(555) 444-5555' },
  });
  expect(created.status()).toBe(201);
  const customerId = ((await created.json()) as { id: string }).id;
  return { token, customerId };
}

type Item = { description: string; quantity?: string; unitPrice: string; optional?: boolean };

/** Fills the quote editor's items (the first one is there already) and saves. */
async function fillAndSaveQuote(page: Page, language: Language, items: Item[]) {
  for (const [index, item] of items.entries()) {
    if (index > 0)
      await page.getByRole('button', { name: text(language, 'quotes.addItem') }).click();
    const group = page.getByRole('group', {
      name: text(language, 'quotes.item', { number: index + 1 }),
    });
    await group.getByLabel(text(language, 'quotes.description')).fill(item.description);
    if (item.quantity)
      await group.getByLabel(text(language, 'quotes.quantity')).fill(item.quantity);
    await group.getByLabel(text(language, 'quotes.unitPrice')).fill(item.unitPrice);
    if (item.optional) await group.getByLabel(text(language, 'quotes.optional')).check();
  }
  await page.getByRole('button', { name: text(language, 'quotes.save') }).click();
}

/** The quote screen's header: its title and status badge. */
const quoteHeader = (page: Page): Locator =>
  page.locator('section[aria-labelledby="quote-heading"] > div').first();

const expectStatus = (page: Page, language: Language, status: string) =>
  expect(
    quoteHeader(page).getByText(text(language, `quotes.status.${status}`), { exact: true }),
  ).toBeVisible();

/**
 * Copy link on the quote screen: the link the screen shows goes to the clipboard and the quote is
 * marked Sent. Answers the link.
 */
async function copyLink(page: Page, language: Language): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: REGULAR_URL,
  });
  const shown = page.getByRole('link', { name: new RegExp(`^${REGULAR_URL}/q/`) });
  const link = (await shown.getAttribute('href'))!;
  expect(link).toMatch(new RegExp(`^${REGULAR_URL}/q/[\\w-]{20,}$`));
  await page.getByRole('button', { name: text(language, 'quotes.copyLink') }).click();
  await expect(
    page.getByRole('status').getByText(text(language, 'quotes.linkCopied')),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectStatus(page, language, 'sent');
  await expect(
    page.getByText(new RegExp(`^${text(language, 'quotes.sentAt', { time: '' })}`)),
  ).toBeVisible();
  return link;
}

/** A fresh browser context, never signed in: the customer opening the link on their phone. */
async function openAsCustomer(browser: Browser, link: string) {
  // A new context takes none of the project's options: give it the project's screen (360 px wide
  // on the phone project), as the customer opens the link on their phone.
  const { viewport } = test.info().project.use;
  const context = await browser.newContext(viewport ? { viewport } : {});
  const visitor = await context.newPage();
  const errors = consoleErrorsOf(visitor);
  expect((await visitor.goto(link))?.status()).toBe(200);
  return {
    visitor,
    close: async () => {
      expect(errors, 'console errors on the public page').toEqual([]);
      await context.close();
    },
  };
}

/** Draws a stroke across the signature box with the mouse. */
async function sign(visitor: Page, label: string) {
  const pad = visitor.getByRole('img', { name: label });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await visitor.mouse.move(box.x + 20, box.y + box.height / 2);
  await visitor.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await visitor.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 10),
      box.y + box.height / 2 + (step % 2 === 0 ? 25 : -25),
    );
  }
  await visitor.mouse.up();
}

/** On the public page: tick `optional`, see the total change, sign as `name` and accept. */
async function acceptOnPage(
  visitor: Page,
  language: Language,
  optional: string,
  totals: [string, string],
  name: string,
) {
  const texts = QUOTE_TEXTS[language];
  await expect(visitor.locator('html')).toHaveAttribute('lang', language);
  await expect(visitor.getByRole('heading', { level: 1, name: texts.quote })).toBeVisible();
  await expect(visitor.getByText(texts.chooseOptional)).toBeVisible();
  const total = visitor.locator('#quote-total');
  await expect(total).toHaveText(totals[0]);
  // The customer's phone: the items' table holds in the screen's width.
  await expectNoSideScroll(visitor);
  await visitor.getByRole('checkbox', { name: new RegExp(optional) }).check();
  await expect(total).toHaveText(totals[1]);
  await visitor.getByRole('button', { name: texts.accept, exact: true }).click();
  // The form takes the place of Accept and Decline while it is open.
  await expect(visitor.getByRole('form', { name: texts.acceptTitle })).toBeVisible();
  await expect(visitor.getByRole('button', { name: texts.accept, exact: true })).toBeHidden();
  await expect(visitor.getByRole('button', { name: texts.decline, exact: true })).toBeHidden();
  await visitor.getByLabel(texts.yourName).fill(name);
  await sign(visitor, texts.signHere);
  await expectNoSideScroll(visitor);
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('button', { name: texts.confirmAccept }).click();
  await expect(
    visitor.getByRole('heading', { name: new RegExp(`^${texts.acceptedBy(name, '')}`) }),
  ).toBeVisible();
  await expect(visitor.getByText(texts.thanksAccepted)).toBeVisible();
  await expect(visitor.getByRole('img', { name: `${texts.signature}: ${name}` })).toBeVisible();
  await expect(total).toHaveText(totals[1]);
  await expect(visitor.getByRole('button', { name: texts.accept, exact: true })).toHaveCount(0);
}

/** Pay now on the accepted page: the link with the accepted total, and its QR code. */
async function expectPayNow(visitor: Page, language: Language, amount: string, href: string) {
  const words = DOCUMENT_TEXTS[language];
  const payNow = visitor.getByRole('link', {
    name: `${words.payNow} ${words.payAmount(amount)}`,
  });
  await expect(payNow).toHaveAttribute('href', href);
  await expect(
    visitor.getByRole('img', { name: `${words.scanToPay}: ${words.payAmount(amount)}` }),
  ).toBeVisible();
  await expectNoSideScroll(visitor);
}

/** The value of a job screen's "Price" (or any) row. */
const jobDetail = (page: Page, label: string): Locator =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

/** The text of the quote's PDF, read back with pdf.js. */
async function pdfText(page: Page, language: Language): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text(language, 'quotes.downloadPdf') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Q-0001.*\.pdf$/);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile((await download.path())!));
  const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await pdfjs.getDocument({ data, standardFontDataUrl }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

test.describe('the quote loop (regular mode)', () => {
  test('a quote with an optional item: sent, accepted with a signature on the customer’s page, then a job', async ({
    page,
    request,
    browser,
    checkA11y,
    consoleErrors,
  }) => {
    test.slow(); // a sign-up, the customer's own browser, four axe runs and three syncs
    const { customerId } = await setUpOwner(
      page,
      request,
      { name: 'Olivia Park', language: 'en' },
      'https://paypal.me/sparkleclean',
    );
    await page.goto(`${REGULAR_URL}/app/customers/${customerId}`);
    await page.getByRole('link', { name: 'New quote' }).click();
    await expect(page.getByRole('heading', { name: 'New quote', level: 2 })).toBeVisible();
    await expect(page.getByText('Olivia Park')).toBeVisible();
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    // Saved with no connection: a draft on the device, without number or link, until the server
    // has it (online, the screen waits for the number).
    await page.context().setOffline(true);
    await fillAndSaveQuote(page, 'en', [
      { description: 'Deep Cleaning', unitPrice: '150' },
      { description: 'Inside the oven', quantity: '2', unitPrice: '17.50', optional: true },
    ]);
    await expect(page).toHaveURL(/\/app\/quotes\/quote-[0-9a-f-]+$/);
    await expect(
      page.getByRole('heading', {
        name: text('en', 'quotes.title', { number: text('en', 'quotes.status.draft') }),
      }),
    ).toBeVisible();
    await expect(page.getByText(text('en', 'quotes.draftNote'))).toBeVisible();
    await expect(page.getByText(text('en', 'quotes.linkAfterSync'))).toBeVisible();
    await expectStatus(page, 'en', 'draft');
    await page.context().setOffline(false);

    // The server numbered it: Q-0001, still a draft until sent, now with its link.
    await expect(page.getByRole('heading', { name: 'Quote Q-0001' })).toBeVisible();
    await expect(page.getByText(text('en', 'quotes.draftNote'))).toHaveCount(0);
    await expectStatus(page, 'en', 'draft');
    await expect(page.getByText('$150.00').last()).toBeVisible();
    await expectNoSideScroll(page);
    // The send card with the link, its end and Turn off exists in regular mode only.
    await checkA11y();
    const link = await copyLink(page, 'en');

    const customer = await openAsCustomer(browser, link);
    await acceptOnPage(
      customer.visitor,
      'en',
      'Inside the oven',
      ['$150.00', '$185.00'],
      'Olivia Park',
    );
    // Pay now with the accepted total, the amount in the PayPal.me link.
    await expectPayNow(customer.visitor, 'en', '$185.00', 'https://paypal.me/sparkleclean/185.00');
    await expectNoAxeViolations(customer.visitor);
    await customer.close();

    // The owner's app gets the answer with the next sync (a reload pulls): the list shows it
    // accepted at the new total, and a notification opens it.
    const quoteUrl = page.url();
    await page.goto(`${REGULAR_URL}/app/quotes`);
    const row = page.getByRole('link', { name: /Q-0001/ });
    await expect(row).toContainText(text('en', 'quotes.status.accepted'));
    await expect(row).toContainText('$185.00');
    await bell(page).click();
    const notice = entry(openPanel(page), text('en', 'notifications.quoteAccepted.title'));
    await expect(notice).toContainText(
      text('en', 'notifications.quoteAccepted.message', {
        number: 'Q-0001',
        customer: 'Olivia Park',
      }),
    );
    await notice
      .getByRole('button', { name: text('en', 'notifications.actions.viewQuote') })
      .click();
    await expect(page).toHaveURL(quoteUrl);
    await expect(page.getByRole('heading', { name: 'Quote Q-0001' })).toBeVisible();
    await expectStatus(page, 'en', 'accepted');
    await expect(page.getByText(/^Accepted by Olivia Park on /)).toBeVisible();
    const signature = page.getByRole('img', { name: 'Signature of Olivia Park' });
    await expect(signature).toBeVisible();
    await expect(signature).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(
      await signature.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    const answer = page.locator('p').filter({ hasText: text('en', 'quotes.acceptedTotal') });
    await expect(answer).toHaveText(`${text('en', 'quotes.acceptedTotal')}$185.00`);
    await expect(
      page.getByText(text('en', 'quotes.chosenItems')).locator('xpath=following-sibling::p'),
    ).toHaveText('Inside the oven');
    await expect(page.getByRole('link', { name: text('en', 'quotes.edit') })).toHaveCount(0);
    await checkA11y();

    // One tap: the job, at the accepted price, the first item as its service.
    await page.getByRole('button', { name: text('en', 'quotes.makeJob') }).click();
    await expect(page).toHaveURL(/\/app\/jobs\/job-[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: 'Deep Cleaning', level: 2 })).toBeVisible();
    await expect(jobDetail(page, text('en', 'jobs.detail.price'))).toHaveText('$185.00');
    await expect(jobDetail(page, text('en', 'jobs.detail.customer'))).toHaveText('Olivia Park');
    await page.getByRole('link', { name: 'From quote Q-0001' }).click();
    await expect(page.getByRole('link', { name: text('en', 'quotes.openJob') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'quotes.makeJob') })).toHaveCount(0);
    // The job and its link reached the server: after a reload the quote still opens it.
    await page.reload();
    await page.getByRole('link', { name: text('en', 'quotes.openJob') }).click();
    await expect(jobDetail(page, text('en', 'jobs.detail.price'))).toHaveText('$185.00');
  });

  test('a declined quote: the owner sees Viewed, then Declined with the customer’s reason', async ({
    page,
    request,
    browser,
  }) => {
    const { customerId } = await setUpOwner(page, request, { name: 'Olivia Park', language: 'en' });
    await page.goto(`${REGULAR_URL}/app/quotes/new?customer=${customerId}`);
    await fillAndSaveQuote(page, 'en', [{ description: 'Window Washing', unitPrice: '90' }]);
    await expect(page.getByRole('heading', { name: 'Quote Q-0001' })).toBeVisible();
    const link = await copyLink(page, 'en');

    const customer = await openAsCustomer(browser, link);
    // The first opening reaches the owner with the next sync: Viewed, with the time.
    await page.reload();
    await expectStatus(page, 'en', 'viewed');
    await expect(page.getByText(/^Viewed on [A-Z][a-z]{2} \d{1,2}, \d{4}, /)).toBeVisible();
    const texts = QUOTE_TEXTS.en;
    await customer.visitor.getByRole('button', { name: texts.decline, exact: true }).click();
    await customer.visitor.getByLabel(texts.reason).fill('We found someone closer');
    await customer.visitor.getByRole('button', { name: texts.confirmDecline }).click();
    await expect(
      customer.visitor.getByRole('heading', { name: new RegExp(`^${texts.declinedOn('')}`) }),
    ).toBeVisible();
    await expect(customer.visitor.getByText('We found someone closer')).toBeVisible();
    await expect(customer.visitor.getByText(texts.thanksDeclined)).toBeVisible();
    await customer.close();

    await page.reload();
    await expectStatus(page, 'en', 'declined');
    await expect(page.getByText(/^Declined on /)).toBeVisible();
    await expect(
      page.getByText(text('en', 'quotes.declineReason', { reason: 'We found someone closer' })),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'quotes.makeJob') })).toHaveCount(0);
    await bell(page).click();
    await expect(
      entry(openPanel(page), text('en', 'notifications.quoteDeclined.title')),
    ).toContainText(
      text('en', 'notifications.quoteDeclined.message', {
        number: 'Q-0001',
        customer: 'Olivia Park',
      }),
    );
  });

  test('an expired quote: the editor refuses a past day; the page says so with the phone; the list shows Expired', async ({
    page,
    request,
    browser,
  }) => {
    const { token, customerId } = await setUpOwner(page, request, {
      name: 'Olivia Park',
      language: 'en',
    });
    const today = new Date();
    await page.goto(`${REGULAR_URL}/app/quotes/new?customer=${customerId}`);
    await page
      .getByLabel(text('en', 'quotes.validUntil'))
      .fill(format(addDays(today, -1), 'yyyy-MM-dd'));
    await fillAndSaveQuote(page, 'en', [{ description: 'Window Washing', unitPrice: '90' }]);
    await expect(page.getByText(text('en', 'quotes.validUntilInvalid'))).toBeVisible();
    await expect(page).toHaveURL(/\/app\/quotes\/new/);

    // Made by another device long ago: valid until three days back (past everywhere on earth).
    const validUntil = format(addDays(today, -3), 'yyyy-MM-dd');
    const made = await request.post(`${REGULAR_URL}/api/quotes`, {
      headers: bearer(token),
      data: {
        customer_id: customerId,
        items: [
          {
            id: 'wash',
            description: 'Window Washing',
            quantity: 1,
            unit_price: 90,
            optional: false,
          },
        ],
        issued_date: format(addDays(today, -20), 'yyyy-MM-dd'),
        valid_until: validUntil,
      },
    });
    expect(made.status()).toBe(201);
    const shareToken = ((await made.json()) as { share_token: string }).share_token;

    const customer = await openAsCustomer(browser, `${REGULAR_URL}/q/${shareToken}`);
    const texts = QUOTE_TEXTS.en;
    await expect(
      customer.visitor.getByRole('heading', {
        name: texts.expiredOn(formatDate(validUntil, 'en')),
      }),
    ).toBeVisible();
    await expect(
      customer.visitor.getByRole('link', { name: texts.call(BUSINESS_PHONE) }),
    ).toHaveAttribute('href', 'tel:5552223333');
    await expectNoSideScroll(customer.visitor);
    await expect(
      customer.visitor.getByRole('button', { name: texts.accept, exact: true }),
    ).toHaveCount(0);
    await expect(
      customer.visitor.getByRole('button', { name: texts.decline, exact: true }),
    ).toHaveCount(0);
    await expectNoAxeViolations(customer.visitor);
    await customer.close();

    await page.goto(`${REGULAR_URL}/app/quotes`);
    const row = page.getByRole('link', { name: /Q-0001/ });
    await expect(row).toContainText('Olivia Park');
    await expect(row).toContainText(text('en', 'quotes.status.expired'));
    await page.getByLabel(text('en', 'quotes.filterLabel')).selectOption({ label: 'Expired' });
    await expect(row).toBeVisible();
  });

  test('in Spanish: the owner’s screens, the customer’s page, Pay now and the PDF', async ({
    page,
    request,
    browser,
    checkA11y,
  }) => {
    test.slow(); // a sign-up, the customer's own browser, axe runs and a PDF read back
    await setUpOwner(
      page,
      request,
      { name: 'Rosa Martínez', language: 'es' },
      'https://cash.app/$sparkleclean',
    );
    await useLanguage(page, 'es');
    // From the quick +, choosing the customer in the editor.
    await page.getByRole('button', { name: text('es', 'shell.quickAdd') }).click();
    await page.getByRole('link', { name: text('es', 'nav.newQuote') }).click();
    await expect(
      page.getByRole('heading', { name: text('es', 'quotes.new'), level: 2 }),
    ).toBeVisible();
    await page
      .getByLabel(text('es', 'quotes.customer'), { exact: true })
      .selectOption({ label: 'Rosa Martínez' });
    await fillAndSaveQuote(page, 'es', [
      { description: 'Limpieza profunda', unitPrice: '120' },
      { description: 'Limpiar ventanas', unitPrice: '40', optional: true },
    ]);
    await expect(
      page.getByRole('heading', { name: text('es', 'quotes.title', { number: 'Q-0001' }) }),
    ).toBeVisible();
    await expectStatus(page, 'es', 'draft');
    const link = await copyLink(page, 'es');

    const customer = await openAsCustomer(browser, link);
    await acceptOnPage(
      customer.visitor,
      'es',
      'Limpiar ventanas',
      ['$120.00', '$160.00'],
      'María García',
    );
    await expectPayNow(customer.visitor, 'es', '$160.00', 'https://cash.app/$sparkleclean/160.00');
    await customer.close();

    await page.reload();
    await expectStatus(page, 'es', 'accepted');
    await expect(
      page.getByText(
        new RegExp(`^${text('es', 'quotes.acceptedBy', { name: 'María García', time: '' })}`),
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: text('es', 'quotes.signatureOf', { name: 'María García' }) }),
    ).toBeVisible();
    await expect(
      page.locator('p').filter({ hasText: text('es', 'quotes.acceptedTotal') }),
    ).toHaveText(`${text('es', 'quotes.acceptedTotal')}$160.00`);
    await checkA11y();

    // The PDF, in the customer's language, with the accepted total.
    const pdf = await pdfText(page, 'es');
    const texts = QUOTE_TEXTS.es;
    expect(pdf).toContain(texts.quote);
    expect(pdf).toContain(`${texts.number}: Q-0001`);
    expect(pdf).toContain('Limpiar ventanas');
    expect(pdf).toContain('$160.00');
    expect(pdf).toContain('María García');

    await page.getByRole('button', { name: text('es', 'quotes.makeJob') }).click();
    await expect(page).toHaveURL(/\/app\/jobs\/job-[0-9a-f-]+$/);
    await expect(jobDetail(page, text('es', 'jobs.detail.price'))).toHaveText('$160.00');
    await page.goto(`${REGULAR_URL}/app/quotes`);
    await expect(
      page.getByRole('heading', { name: text('es', 'quotes.heading'), level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Q-0001/ })).toContainText(
      text('es', 'quotes.status.accepted'),
    );
  });
});
