import type { Locator, Page } from '@playwright/test';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Issue 28 in the hand (decision 065): tomorrow's visits on My Day with Remind and Remind all,
// the booking confirmation after scheduling, and the owner's templates. Demo mode on a fixed
// Wednesday, so the demo's Hedge Trimming for Sarah Johnson is tomorrow (Thursday, June 5).

const WEDNESDAY = new Date(2025, 5, 4, 10, 0);
const TOMORROW = '2025-06-05';
const BUSINESS = 'Green Valley Landscaping';

/** The phone's apps do not open in the test: a tap on a message link stays on the page. */
async function keepMessageLinksOnPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest('a');
        if (link && /^(sms:|mailto:|https:\/\/wa\.me\/)/.test(link.getAttribute('href') ?? '')) {
          event.preventDefault();
        }
      },
      true,
    );
  });
}

/** The text a message link carries: the sms body, the WhatsApp text or the e-mail body. */
async function messageOf(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  const match = /[?&](?:body|text)=([^&]*)/.exec(href);
  return decodeURIComponent(match?.[1] ?? '');
}

async function openDemo(page: Page): Promise<void> {
  await page.clock.setFixedTime(WEDNESDAY);
  await keepMessageLinksOnPage(page);
  await signInAsDemo(page);
}

const tomorrowSection = (page: Page, name = 'Tomorrow') => page.getByRole('region', { name });

test.describe('visit reminders on My Day', () => {
  test('Remind texts the visit with the day and the business, and marks it Reminded', async ({
    page,
    checkA11y,
  }) => {
    await openDemo(page);
    const tomorrow = tomorrowSection(page);
    const sarah = tomorrow.getByRole('article').filter({ hasText: 'Sarah Johnson' });
    await expect(sarah).toContainText('Hedge Trimming');
    await sarah.getByRole('button', { name: 'Remind Sarah Johnson' }).click();
    const textLink = sarah.getByRole('link', { name: 'Text', exact: true });
    await expect(textLink).toHaveAttribute('href', /^sms:5551234567[?&]body=/);
    const english = `Hi Sarah, this is ${BUSINESS} with a reminder of your visit on Thursday, June 5. Reply to this message if you need to change it.`;
    expect(await messageOf(textLink)).toBe(english);
    const whatsApp = sarah.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/15551234567\?text=/);
    expect(await messageOf(whatsApp)).toBe(english);
    const email = sarah.getByRole('link', { name: 'E-mail' });
    await expect(email).toHaveAttribute(
      'href',
      /^mailto:sarah\.johnson@example\.com\?subject=Visit%20reminder&body=/,
    );
    expect(await messageOf(email)).toBe(english);
    await checkA11y();
    await textLink.click();
    await expect(sarah).toContainText('Reminded 10:00 AM');
    // Nobody is left, so Remind all is gone.
    await expect(tomorrow.getByRole('button', { name: 'Remind all' })).toHaveCount(0);
  });

  test('in Spanish, the reminder is written in Spanish', async ({ page }) => {
    await openDemo(page);
    await useLanguage(page, 'es');
    const es = (key: string, params: Record<string, string> = {}) => text('es', key, params);
    const sarah = tomorrowSection(page, es('jobs.groups.tomorrow'))
      .getByRole('article')
      .filter({ hasText: 'Sarah Johnson' });
    await sarah
      .getByRole('button', { name: es('reminders.remindName', { name: 'Sarah Johnson' }) })
      .click();
    const textLink = sarah.getByRole('link', { name: es('reminders.text'), exact: true });
    expect(await messageOf(textLink)).toBe(
      `Hola Sarah, le escribe ${BUSINESS} para recordarle su visita del jueves, 5 de junio. Si necesita cambiarla, responda a este mensaje.`,
    );
    await textLink.click();
    await expect(sarah).toContainText(es('reminders.reminded', { time: '10:00 a.m.' }));
  });

  test('scheduling offers the booking confirmation; Remind all steps through tomorrow', async ({
    page,
    checkA11y,
  }) => {
    await openDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/new?customerId=demo-customer-2`);
    await page.getByLabel('Scheduled Date').fill(TOMORROW);
    await page.getByLabel('Service Type', { exact: true }).selectOption('Window Cleaning');
    await page.getByLabel('Price ($)').fill('65');
    await page.getByLabel('Start time (optional)').fill('09:00');
    await page.getByRole('button', { name: 'Schedule Job' }).click();

    const offer = page.getByRole('region', { name: 'Send Mike Chen a booking confirmation?' });
    await expect(offer).toBeVisible();
    const booked = `Hi Mike, this is ${BUSINESS}: your visit is booked for Thursday, June 5 at 9:00 AM. See you then!`;
    const whatsApp = offer.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/15552345678\?text=/);
    expect(await messageOf(whatsApp)).toBe(booked);
    expect(await messageOf(offer.getByRole('link', { name: 'Text', exact: true }))).toBe(booked);
    await checkA11y();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);

    await page.getByRole('link', { name: 'JobTrack home' }).click();
    const tomorrow = tomorrowSection(page);
    await expect(tomorrow.getByRole('article')).toHaveCount(2);
    await tomorrow.getByRole('button', { name: 'Remind all' }).click();
    const dialog = page.getByRole('dialog', { name: "Remind tomorrow's visits" });
    // Timed visits come first in the day.
    await expect(dialog).toContainText('1 of 2 — Mike Chen, 9:00 AM');
    const mikeText = dialog.getByRole('link', { name: 'Text', exact: true });
    expect(await messageOf(mikeText)).toBe(
      `Hi Mike, this is ${BUSINESS} with a reminder of your visit on Thursday, June 5 at 9:00 AM. Reply to this message if you need to change it.`,
    );
    await checkA11y();
    await mikeText.click();
    await expect(dialog).toContainText('2 of 2 — Sarah Johnson');
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toContainText('Everyone for tomorrow is reminded.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toHaveCount(0);
    const mike = tomorrow.getByRole('article').filter({ hasText: 'Mike Chen' });
    await expect(mike).toContainText('Reminded 10:00 AM');
    const sarah = tomorrow.getByRole('article').filter({ hasText: 'Sarah Johnson' });
    await expect(sarah).not.toContainText('Reminded');
    // Sarah is still left: Remind all offers her alone.
    await tomorrow.getByRole('button', { name: 'Remind all' }).click();
    await expect(dialog).toContainText('1 of 1 — Sarah Johnson');
  });

  test("an edited template is previewed and used by the reminder; Reset brings today's text back", async ({
    page,
    checkA11y,
  }) => {
    await openDemo(page);
    await page.goto(`${DEMO_URL}/app/profile`);
    const messages = page.getByRole('region', { name: 'Messages' });
    const field = messages.getByLabel('Visit reminder (English)');
    await expect(field).toHaveValue(
      'Hi {first name}, this is {business} with a reminder of your visit on {date} {time}. Reply to this message if you need to change it.',
    );
    await field.fill('Tomorrow!');
    await messages.getByRole('button', { name: 'Reset the Visit reminder to default' }).click();
    await expect(field).toHaveValue(/^Hi \{first name\}, this is \{business\} with a reminder/);
    await field.fill('See you {date} {time}, {first name}! {business} {price}');
    await expect(messages).toContainText(
      `See you Thursday, June 5 at 9:00 AM, Maria! ${BUSINESS} {price}`,
    );
    await checkA11y();
    await messages.getByRole('button', { name: 'Save messages' }).click();
    await expect(messages.getByText('Messages saved')).toBeVisible();

    await page.getByRole('link', { name: 'JobTrack home' }).click();
    const sarah = tomorrowSection(page).getByRole('article').filter({ hasText: 'Sarah Johnson' });
    await sarah.getByRole('button', { name: 'Remind Sarah Johnson' }).click();
    expect(await messageOf(sarah.getByRole('link', { name: 'Text', exact: true }))).toBe(
      `See you Thursday, June 5, Sarah! ${BUSINESS} {price}`,
    );
  });

  test('the Spanish texts are edited in Spanish words, previewed in Spanish and used for a Spanish reminder', async ({
    page,
  }) => {
    await openDemo(page);
    await page.goto(`${DEMO_URL}/app/profile`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByRole('radio', { name: 'Spanish' }).check();
    const field = messages.getByLabel('Visit reminder (Spanish)');
    // The default is the app's Spanish text, in the Spanish placeholders.
    await expect(field).toHaveValue(text('es', 'reminders.visitReminderMessage'));
    await expect(messages).toContainText('{nombre}, {fecha}, {hora}, {negocio}');
    await field.fill('Hola {nombre}, nos vemos el {fecha} {hora}. {negocio}');
    await expect(messages).toContainText(
      `Hola María, nos vemos el jueves, 5 de junio a las 9:00 a.m. ${BUSINESS}`,
    );
    await messages.getByRole('button', { name: 'Save messages' }).click();
    await expect(messages.getByText('Messages saved')).toBeVisible();
    // The English text is its own, still the default.
    await messages.getByRole('radio', { name: 'English' }).check();
    await expect(messages.getByLabel('Visit reminder (English)')).toHaveValue(
      /^Hi \{first name\}, this is \{business\} with a reminder/,
    );

    await page.getByRole('link', { name: 'JobTrack home' }).click();
    await useLanguage(page, 'es');
    const es = (key: string, params: Record<string, string> = {}) => text('es', key, params);
    const sarah = tomorrowSection(page, es('jobs.groups.tomorrow'))
      .getByRole('article')
      .filter({ hasText: 'Sarah Johnson' });
    await sarah
      .getByRole('button', { name: es('reminders.remindName', { name: 'Sarah Johnson' }) })
      .click();
    // Sarah's visit has no start time: {hora} is left out with its space.
    expect(
      await messageOf(sarah.getByRole('link', { name: es('reminders.text'), exact: true })),
    ).toBe(`Hola Sarah, nos vemos el jueves, 5 de junio. ${BUSINESS}`);
  });
});
