import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

// The accountant's export (issue 28, decision 066) on the demo data, on a Wednesday in June so
// every sample job falls in this year. The files are made from the device's data: the browser
// is offline when they are downloaded.

const NOW = new Date(2026, 5, 17, 10, 0);
const BOM = [0xef, 0xbb, 0xbf];

/**
 * The demo's figures (spec §9): revenue 930 (the paid jobs' prices, each paid in one payment),
 * pending revenue 705 (the unpaid jobs'); the two completed jobs are the mowing (80, paid) and
 * the gutters (175, unpaid), so 255 earned and 175 still owed.
 */
const REVENUE = 930;
const PENDING_REVENUE = 705;
const EARNED = 80 + 175;
const STILL_OWED = 175;

type Language = 'en' | 'es';

const row = (page: Page, language: Language) =>
  page.getByRole('listitem').filter({ hasText: text(language, 'accountant.title') });

async function openSettings(page: Page, language: Language): Promise<void> {
  await page.goto(`${DEMO_URL}/app/settings`);
  await expect(row(page, language)).toBeVisible();
}

/** Clicks one of the download buttons; answers the file's name and its bytes. */
async function download(page: Page, language: Language, key: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row(page, language)
      .getByRole('button', { name: text(language, key) })
      .click(),
  ]);
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), bytes, lines: bytes.toString('utf8').split('\r\n') };
}

const cents = (values: string[]) =>
  values.reduce((total, value) => total + Math.round(Number(value) * 100), 0) / 100;

/** A comma-separated line's fields (the demo's text has no quoted field). */
const fields = (line: string) => line.split(',');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await signInAsDemo(page);
});

test("this year's files hold the demo's figures, downloaded offline", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  // The analytics event of each download cannot be sent while offline; the browser logs it.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await openSettings(page, 'en');
  const completedFigure = page
    .getByRole('region', { name: 'App Statistics' })
    .getByText('Completed', { exact: true })
    .locator('xpath=following-sibling::dd');
  // The figure reads "–" until the statistics are in.
  await expect(completedFigure).toHaveText(/^\d+$/);
  const completed = await completedFigure.textContent();
  await expect(row(page, 'en').getByRole('radio', { name: 'This year (2026)' })).toBeChecked();
  await page.context().setOffline(true);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  const ledger = await download(page, 'en', 'accountant.downloadJobsPayments');
  expect(ledger.name).toBe('jobtrack-accountant-jobs-payments-2026-01-01-to-2026-12-31.csv');
  expect([...ledger.bytes.subarray(0, 3)]).toEqual(BOM);
  expect(ledger.lines[0]).toBe(
    '\uFEFFType,Date,Customer,Service,Amount,Paid,Balance,Payment method,Invoice or receipt,Status',
  );
  expect(ledger.lines.at(-1)).toBe('');
  const jobs = ledger.lines.filter((line) => line.startsWith('Job,')).map(fields);
  const payments = ledger.lines.filter((line) => line.startsWith('Payment,')).map(fields);
  expect(jobs).toHaveLength(6);
  expect(cents(jobs.map((job) => job[4]!))).toBe(REVENUE + PENDING_REVENUE);
  expect(cents(payments.map((payment) => payment[4]!))).toBe(REVENUE);
  await expect(row(page, 'en').getByText(`Downloaded ${ledger.name}`)).toBeVisible();

  const summary = await download(page, 'en', 'accountant.downloadSummary');
  expect(summary.name).toBe('jobtrack-accountant-monthly-summary-2026-01-01-to-2026-12-31.csv');
  expect([...summary.bytes.subarray(0, 3)]).toEqual(BOM);
  expect(summary.lines[0]).toBe('\uFEFFMonth,Jobs done,Earned,Collected,Still owed');
  const months = summary.lines.slice(1, 13).map(fields);
  expect(months.map((month) => month[0])).toEqual(
    Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
  );
  expect(cents(months.map((month) => month[2]!))).toBe(EARNED);
  expect(cents(months.map((month) => month[3]!))).toBe(REVENUE);
  expect(summary.lines[13]).toBe(
    `Total,${completed},${EARNED.toFixed(2)},${REVENUE.toFixed(2)},${STILL_OWED.toFixed(2)}`,
  );

  // Nothing but analytics asked the server anything: the files come from the device's data.
  expect(requests.filter((path) => path !== '/api/analytics/track')).toEqual([]);
  await page.context().setOffline(false);
  await row(page, 'en').getByRole('radio', { name: 'Custom dates' }).check({ force: true });
  await expect(row(page, 'en').getByLabel('From', { exact: true })).toHaveValue('2026-01-01');
  await expect(row(page, 'en').getByLabel('To', { exact: true })).toHaveValue('2026-12-31');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y();
});

test('in Spanish, the files have Spanish headers and the same totals', async ({ page }) => {
  await useLanguage(page, 'es');
  await openSettings(page, 'es');
  await expect(row(page, 'es').getByRole('radio', { name: 'Este año (2026)' })).toBeChecked();

  const ledger = await download(page, 'es', 'accountant.downloadJobsPayments');
  expect([...ledger.bytes.subarray(0, 3)]).toEqual(BOM);
  expect(ledger.lines[0]).toBe(
    '\uFEFFTipo,Fecha,Cliente,Servicio,Importe,Pagado,Saldo por cobrar,Forma de pago,Factura o recibo,Estado',
  );
  const payments = ledger.lines.filter((line) => line.startsWith('Pago,')).map(fields);
  expect(cents(payments.map((payment) => payment[4]!))).toBe(REVENUE);
  expect(ledger.lines).toContain(
    'Trabajo,2026-06-11,Mike Chen,Limpieza de canaletas,175.00,0.00,175.00,,,Completado',
  );

  const summary = await download(page, 'es', 'accountant.downloadSummary');
  expect(summary.lines[0]).toBe('\uFEFFMes,Trabajos completados,Ganado,Recibido,Saldo por cobrar');
  expect(summary.lines[13]).toBe(
    `Total,2,${EARNED.toFixed(2)},${REVENUE.toFixed(2)},${STILL_OWED.toFixed(2)}`,
  );
});
