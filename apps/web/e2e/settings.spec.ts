import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_URL,
  expect,
  REGULAR_URL,
  signInAsDemo,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

// The settings screen (spec §2): language and theme, export / import / clear all in the three
// data modes, notifications, cache, help, statistics and About.

const TESTER_EMAIL = 'tester@example.com';
const BACKUP_NAME = /^jobtrack-backup-\d{4}-\d{2}-\d{2}\.json$/;

type Backup = { customers: Array<{ id: string }>; jobs: Array<{ id: string }> };

/** Signs in as the waitlisted tester (local mode), starting from the waitlist sample data. */
async function openAsTester(page: Page): Promise<void> {
  await page.addInitScript((email) => {
    localStorage.setItem('jobtrack_waitlist_emails', JSON.stringify([email]));
  }, TESTER_EMAIL);
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill(TESTER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
}

async function openSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
}

/** The four figures of 'App Statistics': customers, jobs, completed, unpaid. */
const statistics = (page: Page): Locator =>
  page.getByRole('region', { name: 'App Statistics' }).locator('dd');

/** Clicks Export Data and answers the downloaded file's name and backup. */
async function exportBackup(page: Page): Promise<{ name: string; path: string; backup: Backup }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text).toContain('\n  "customers": [');
  return { name: download.suggestedFilename(), path, backup: JSON.parse(text) as Backup };
}

const importFile = (
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) => page.locator('input[type="file"]').setInputFiles(file);

async function clearAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clear All Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all data?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear All Data' }).click();
}

test.describe('waitlist test mode (data in this browser)', () => {
  test('export downloads a backup that imports back after clearing everything', async ({
    page,
    checkA11y,
  }) => {
    await openAsTester(page);
    await openSettings(page);
    await expect(statistics(page)).toHaveText(['2', '1', '0', '1']);
    await expect(page.getByRole('region', { name: 'About' })).toContainText('1.0.0');
    await checkA11y();

    const { name, path, backup } = await exportBackup(page);
    expect(name).toMatch(BACKUP_NAME);
    expect([backup.customers.length, backup.jobs.length]).toEqual([2, 1]);
    await expect(page.getByText('Data exported successfully!')).toBeVisible();
    // Spec §9: the message goes after 3 s.
    await expect(page.getByText('Data exported successfully!')).toBeHidden({ timeout: 5000 });

    await clearAll(page);
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await expect(page.getByText('All data has been cleared successfully.')).toBeVisible();
    await checkA11y();

    await openSettings(page);
    await expect(statistics(page)).toHaveText(['0', '0', '0', '0']);
    await importFile(page, path);
    await expect(page.getByText('Imported 2 customers and 1 job')).toBeVisible();
    await expect(statistics(page)).toHaveText(['2', '1', '0', '1']);
    // Importing the same file again adds nothing.
    await importFile(page, path);
    await expect(page.getByText('Imported 2 customers and 1 job')).toBeVisible();
    await expect(statistics(page)).toHaveText(['2', '1', '0', '1']);
  });

  test('a file that is not a backup is refused with the spec §8 messages', async ({ page }) => {
    await openAsTester(page);
    await openSettings(page);
    const file = (text: string) => ({
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await importFile(page, file('{ not json'));
    await expect(
      page.getByText('Invalid JSON file. Please select a valid backup file.'),
    ).toBeVisible();
    await importFile(page, file(JSON.stringify({ customers: [{ id: 'c' }] })));
    await expect(
      page.getByText('Invalid file format. Please select a valid backup file.'),
    ).toBeVisible();
    await expect(statistics(page)).toHaveText(['2', '1', '0', '1']);
  });

  for (const language of ['en', 'es'] as const) {
    test(`a backup with bad records imports the good ones and says what it skipped (${language})`, async ({
      page,
    }) => {
      await openAsTester(page);
      if (language === 'es') await useLanguage(page, 'es');
      await page
        .getByRole('navigation', { name: text(language, 'nav.main') })
        .getByRole('link', { name: text(language, 'nav.settings') })
        .click();
      const customers = Array.from({ length: 3 }, (_, index) => ({
        id: `customer-import-${index}`,
        name: `Imported ${index}`,
      }));
      const jobs = Array.from({ length: 12 }, (_, index) => ({
        id: `job-import-${index}`,
        customerId: `customer-import-${index % 3}`,
        serviceType: 'Lawn Mowing',
        price: 50,
        // Two jobs without their date (issue 10's example).
        ...(index < 2 ? {} : { scheduledDate: '2025-06-04' }),
      }));
      await importFile(page, {
        name: 'backup.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ customers, jobs })),
      });
      const expected =
        language === 'en'
          ? 'Imported 3 customers and 10 jobs; skipped 2 jobs: missing date'
          : 'Importados: 3 clientes y 10 trabajos; se omitieron 2 trabajos: falta la fecha';
      await expect(page.getByText(expected)).toBeVisible();
      await expect(
        page.getByRole('region', { name: text(language, 'settings.stats') }).locator('dd'),
      ).toHaveText(['5', '11', '0', '11']);
    });
  }

  test('notifications switch, theme and language, in the dark theme too', async ({
    page,
    checkA11y,
  }) => {
    await openAsTester(page);
    await openSettings(page);
    const toggle = page.getByRole('switch', { name: 'Enable notifications' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Enable notifications' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await page.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await checkA11y();
    await page.getByText('Light', { exact: true }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await page.getByText('Español', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
    await expect(page.getByRole('region', { name: 'Idioma y tema' })).toBeVisible();
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await expect(page.getByText('Cache cleared successfully!')).toBeVisible();
    await expect(statistics(page)).toHaveText(['2', '1', '0', '1']);
  });
});

test.describe('demo mode', () => {
  test("import is refused with 'Cannot import data.'; clear all restores the demo data", async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await openSettings(page);
    await expect(statistics(page)).toHaveText(['4', '6', '2', '4']);
    const { backup } = await exportBackup(page);
    expect([backup.customers.length, backup.jobs.length]).toEqual([4, 6]);

    await importFile(page, {
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(backup)),
    });
    await expect(page.getByText('Cannot import data.')).toBeVisible();
    await checkA11y();

    await clearAll(page);
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await expect(page.getByText('User data cleared. Demo data has been restored.')).toBeVisible();
    await openSettings(page);
    await expect(statistics(page)).toHaveText(['4', '6', '2', '4']);
  });
});

test.describe('signed in (data on the server)', () => {
  test('export, clear all and import bring the same records back on the server, once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The cleared ids are refused for good (409 record_deleted): the import brings the records
    // back under the next ids of their chain, and the browser logs each refusal.
    consoleErrors.allow(/status of 409/);
    await signUp(page, uniqueEmail('backup'));
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const headers = { Authorization: `Bearer ${token}` };
    const created = await request.post(`${REGULAR_URL}/api/customers`, {
      headers,
      data: { name: 'Server Sam', phone: '(555) 222-3333', address: '5 Pine Rd' },
    });
    expect(created.status()).toBe(201);
    const customer = (await created.json()) as { id: string };
    const job = await request.post(`${REGULAR_URL}/api/jobs`, {
      headers,
      data: { customer_id: customer.id, title: 'Lawn Mowing', estimated_cost: 80 },
    });
    expect(job.status()).toBe(201);
    const serverCounts = async () => {
      const customers = await request.get(`${REGULAR_URL}/api/customers`, { headers });
      const jobs = await request.get(`${REGULAR_URL}/api/jobs`, { headers });
      return [
        ((await customers.json()) as unknown[]).length,
        ((await jobs.json()) as unknown[]).length,
      ];
    };

    // The app loaded the (empty) lists at sign-up; a reload reads the records just made.
    await page.reload();
    await openSettings(page);
    await expect(statistics(page)).toHaveText(['1', '1', '0', '1']);
    const { path, backup } = await exportBackup(page);
    expect(backup.customers.map((record) => record.id)).toEqual([customer.id]);

    await clearAll(page);
    await expect(page.getByText('All data has been cleared successfully.')).toBeVisible();
    expect(await serverCounts()).toEqual([0, 0]);

    await openSettings(page);
    await importFile(page, path);
    await expect(page.getByText('Imported 1 customer and 1 job')).toBeVisible();
    expect(await serverCounts()).toEqual([1, 1]);
    await importFile(page, path);
    await expect(page.getByText('Imported 1 customer and 1 job')).toBeVisible();
    expect(await serverCounts()).toEqual([1, 1]);
    await expect(statistics(page)).toHaveText(['1', '1', '0', '1']);
  });
});
