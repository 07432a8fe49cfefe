import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';
import { decodeQrPng, expectNoSidewaysScroll } from './qr-helpers.ts';

// The QR code tour (spec §2 /app/qr-demo, §9 timings). page.clock makes the timings exact: the
// clock is installed and paused before the tour loads, then moved on by hand. axe needs a running
// clock, so the accessibility checks are in the tests that keep real time.

const TITLES = [
  'Revolutionary QR Code Integration',
  'Step 1: Generate QR Codes',
  'Step 2: Print & Place QR Codes',
  'Step 3: Scan On-Site',
  'Step 4: Instant Access',
  'Ready to Try It Yourself?',
];

/** The sample customer's payload (spec §2: id demo-customer, service type 'Lawn Care'). */
const SAMPLE_PAYLOAD = {
  type: 'customer',
  id: 'demo-customer',
  url: `${DEMO_URL}/customer/demo-customer`,
  name: 'John Smith',
  phone: '(555) 123-4567',
};

// The real time: a far-off clock would outlive the demo session (30 days) and sign it out.
const START = Date.now();
/** The sample's next service, three days after the tour opens, as the card formats it. */
const NEXT_SERVICE = format(addDays(new Date(START + 1000), 3), 'MMM d, yyyy');

/** Signs in (the sign-in needs a running clock), then opens the tour on a paused clock. */
async function openTourOnPausedClock(page: Page): Promise<void> {
  await signInAsDemo(page);
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto(`${DEMO_URL}/app/qr-demo`);
  await expect(page.getByRole('heading', { level: 2, name: TITLES[0] })).toBeVisible();
}

const slideTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const previousArrow = (page: Page) => page.getByRole('button', { name: 'Previous slide' });
const nextArrow = (page: Page) => page.getByRole('button', { name: 'Next slide' });
const dot = (page: Page, number: number) =>
  page.getByRole('button', { name: `Go to slide ${number}: ${TITLES[number - 1]}` });

test('six slides with arrows and dots; a change takes 300 ms plus 50 ms; the first moves on after 3 s', async ({
  page,
}) => {
  await openTourOnPausedClock(page);
  await expect(previousArrow(page)).toBeDisabled();
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'step');

  // The first slide moves on by itself once, after 3 s.
  await page.clock.runFor(2999);
  await expect(slideTitle(page)).toHaveText(TITLES[0]!);
  await expect(nextArrow(page)).toBeEnabled();
  await page.clock.runFor(1);
  await expect(nextArrow(page)).toBeDisabled();
  await page.clock.runFor(300);
  await expect(slideTitle(page)).toHaveText(TITLES[1]!);
  await expect(nextArrow(page)).toBeDisabled();
  await page.clock.runFor(50);
  await expect(nextArrow(page)).toBeEnabled();
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'step');
  await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'step');

  // Next: 300 ms of slide-out, then the new slide, and the arrows back 50 ms later.
  await nextArrow(page).click();
  await expect(nextArrow(page)).toBeDisabled();
  await expect(previousArrow(page)).toBeDisabled();
  await page.clock.runFor(299);
  await expect(slideTitle(page)).toHaveText(TITLES[1]!);
  await page.clock.runFor(1);
  await expect(slideTitle(page)).toHaveText(TITLES[2]!);
  await expect(nextArrow(page)).toBeDisabled();
  await page.clock.runFor(49);
  await expect(nextArrow(page)).toBeDisabled();
  await page.clock.runFor(1);
  await expect(nextArrow(page)).toBeEnabled();
  await expect(previousArrow(page)).toBeEnabled();

  for (const title of TITLES.slice(3)) {
    await nextArrow(page).click();
    await page.clock.runFor(350);
    await expect(slideTitle(page)).toHaveText(title);
  }
  await expect(nextArrow(page)).toBeDisabled();
  await expect(previousArrow(page)).toBeEnabled();
  await expect(dot(page, 6)).toHaveAttribute('aria-current', 'step');

  // A dot jumps straight to its slide; Previous goes back one.
  await dot(page, 2).click();
  await page.clock.runFor(350);
  await expect(slideTitle(page)).toHaveText(TITLES[1]!);
  await previousArrow(page).click();
  await page.clock.runFor(350);
  await expect(slideTitle(page)).toHaveText(TITLES[0]!);
  await expect(previousArrow(page)).toBeDisabled();
  // The auto-advance happened once: the first slide now stays.
  await page.clock.runFor(5000);
  await expect(slideTitle(page)).toHaveText(TITLES[0]!);
});

test('the scanning demo: 2 s scanner, 1.5 s scanned, then the sample customer card', async ({
  page,
}) => {
  await openTourOnPausedClock(page);
  await dot(page, 4).click();
  await page.clock.runFor(350);
  await page.getByRole('button', { name: 'Try Scanning Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scanning Demo' });
  await expect(dialog.getByText('Position QR code within the frame')).toBeVisible();
  await page.clock.runFor(1999);
  await expect(dialog.getByText('Position QR code within the frame')).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog.getByText('QR code scanned successfully!')).toBeVisible();
  await page.clock.runFor(1499);
  await expect(dialog.getByText('QR code scanned successfully!')).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog.getByRole('heading', { name: 'John Smith' })).toBeVisible();
  await expect(dialog.getByRole('definition')).toHaveText([
    '(555) 123-4567',
    '123 Main Street, Springfield',
    NEXT_SERVICE,
    'Paid',
  ]);
  // Both buttons only close the card.
  await dialog.getByRole('button', { name: 'Schedule Job' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Try Scanning Demo' }).click();
  await page.clock.runFor(3500);
  await dialog.getByRole('button', { name: 'Call Customer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${DEMO_URL}/app/qr-demo`);
});

test("'Try QR Scanner Now' fades out and opens /app/scan 1.5 s later; Back goes to /app", async ({
  page,
}) => {
  await openTourOnPausedClock(page);
  await dot(page, 6).click();
  await page.clock.runFor(350);
  await page.getByRole('button', { name: 'Try QR Scanner Now' }).click();
  await expect(page.getByRole('button', { name: 'Try QR Scanner Now' })).toBeDisabled();
  await page.clock.runFor(1499);
  await expect(page).toHaveURL(`${DEMO_URL}/app/qr-demo`);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(`${DEMO_URL}/app/scan`);
  await expect(page.getByRole('button', { name: 'Start Scanning' })).toBeVisible();

  await page.goto(`${DEMO_URL}/app/qr-demo`);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
});

test('the sample QR code: shown, downloaded as a PNG that another decoder reads, printed', async ({
  page,
  checkA11y,
}) => {
  await signInAsDemo(page);
  await page.goto(`${DEMO_URL}/app/qr-demo`);
  // The tour may move to slide 2 by itself meanwhile; the dot then changes nothing.
  await dot(page, 2).click();
  await expect(slideTitle(page)).toHaveText(TITLES[1]!);
  await page.getByRole('button', { name: 'Generate Sample QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'John Smith' });
  await expect(dialog.getByText('(555) 123-4567 · Lawn Care')).toBeVisible();
  const image = dialog.getByRole('img', { name: 'QR code for John Smith' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(200);
  await checkA11y();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('customer-demo-customer-qr.png');
  const decoded = decodeQrPng(await readFile(await download.path()));
  expect(JSON.parse(decoded ?? 'null')).toEqual(SAMPLE_PAYLOAD);

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Print' }).click(),
  ]);
  await expect(popup).toHaveTitle('John Smith');
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('John Smith');
  await expect(popup.getByText('(555) 123-4567 · Lawn Care')).toBeVisible();
  await expect(popup.getByRole('img', { name: 'QR code for John Smith' })).toHaveAttribute(
    'src',
    (await image.getAttribute('src')) ?? '',
  );

  // One dark-theme check of the dialog.
  await popup.close();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Generate Sample QR Code' }).click();
  await expect(image).toBeVisible();
  await checkA11y();
});

test('the tour and the scanning demo pass axe (real time)', async ({ page, checkA11y }) => {
  await signInAsDemo(page);
  await page.goto(`${DEMO_URL}/app/qr-demo`);
  await expect(slideTitle(page)).toHaveText(TITLES[0]!);
  await checkA11y();
  await expectNoSidewaysScroll(page);
  // In real time the first slide may move on by itself (after 3 s) while axe runs; a tap during
  // that change is ignored (spec §9), so the tap is repeated until it lands.
  await expect(async () => {
    await dot(page, 4).click();
    await expect(slideTitle(page)).toHaveText(TITLES[3]!, { timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Try Scanning Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scanning Demo' });
  await expect(dialog.getByText('Position QR code within the frame')).toBeVisible();
  await checkA11y();
  await expect(dialog.getByRole('heading', { name: 'John Smith' })).toBeVisible({ timeout: 6000 });
  await checkA11y();
  await expectNoSidewaysScroll(page);
});
