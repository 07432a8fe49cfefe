import type { Page } from '@playwright/test';
import { expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Issue 28: customers from a spreadsheet (decision 064), signed in, in the Spanish UI. The file is
// what Excel saves in Spain: Windows-1252, semicolons, Spanish headers; one row has a bad e-mail.

const es = (key: string, params: Record<string, string | number> = {}) => text('es', key, params);

/** Opens the picker with "Choose a file" (Settings has no second file input) and picks `file`. */
const chooseSheet = async (
  page: Page,
  language: 'en' | 'es',
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: text(language, 'sheetImport.choose') }).click(),
  ]);
  await chooser.setFiles(file);
};

const SHEET = Buffer.from(
  [
    'Nombre;Teléfono;Correo;Dirección;Notas',
    'Lucía Peña;(555) 201-3344;lucia@example.com;Calle Mayor 5;Perro en el patio',
    'José Núñez;555 987 6543;jose@example;Avenida del Río 12;',
    'Begoña Ibáñez;555-222-1000;;Plaza España 1, 2º;Llamar antes',
  ].join('\r\n'),
  'latin1',
);

test('a Windows-1252 semicolon sheet with Spanish headers imports its good rows, accents intact, once', async ({
  page,
  checkA11y,
}) => {
  await signUp(page, uniqueEmail('sheet'));
  await page.goto(page.url().replace(/\/app$/, '/app/settings'));
  await useLanguage(page, 'es');

  const chooseFile = () =>
    chooseSheet(page, 'es', { name: 'clientes.csv', mimeType: 'text/csv', buffer: SHEET });
  await chooseFile();

  // The matches: each column's header, matched in Spanish.
  await expect(page.getByLabel(es('sheetImport.columnLabel', { header: 'Teléfono' }))).toHaveValue(
    'phone',
  );
  await expect(page.getByLabel(es('sheetImport.columnLabel', { header: 'Dirección' }))).toHaveValue(
    'address',
  );
  const preview = page.getByRole('list', { name: es('sheetImport.preview', { count: 3 }) });
  const rows = preview.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Lucía Peña');
  await expect(rows.nth(0)).toContainText(es('sheetImport.rowOk'));
  await expect(rows.nth(1)).toContainText(es('sheetImport.reason.badEmail'));
  await checkA11y();

  await page
    .getByRole('button', { name: es('sheetImport.importCount_other', { count: 3 }) })
    .click();
  const report = page.getByRole('status', { name: es('sheetImport.report') });
  await expect(report).toContainText(
    es('sheetImport.reportCounts', { added: 2, merged: 0, jobs: 0, skipped: 1 }),
  );
  await expect(report).toContainText(
    es('sheetImport.skippedRow', {
      row: 3,
      name: 'José Núñez',
      reasons: es('sheetImport.reason.badEmail'),
    }),
  );
  await checkA11y();

  // The same file again adds nothing.
  await page.getByRole('button', { name: es('sheetImport.done') }).click();
  await chooseFile();
  await page
    .getByRole('button', { name: es('sheetImport.importCount_other', { count: 3 }) })
    .click();
  await expect(page.getByRole('status', { name: es('sheetImport.report') })).toContainText(
    es('sheetImport.reportCounts', { added: 0, merged: 0, jobs: 0, skipped: 3 }),
  );

  await page.goto(page.url().replace(/\/app\/settings$/, '/app/customers'));
  await expect(page.getByText('Lucía Peña')).toHaveCount(1);
  await expect(page.getByText('Begoña Ibáñez')).toHaveCount(1);
  await expect(page.getByText('José Núñez')).toHaveCount(0);
});

test('a file that is not a spreadsheet, and one without a name column, change nothing', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('sheet-bad'));
  await page.goto(page.url().replace(/\/app$/, '/app/settings'));
  await chooseSheet(page, 'en', {
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(0),
  });
  await expect(page.getByText(text('en', 'sheetImport.error.empty'))).toBeVisible();

  await chooseSheet(page, 'en', {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await expect(page.getByText(text('en', 'sheetImport.error.notSpreadsheet'))).toBeVisible();

  await chooseSheet(page, 'en', {
    name: 'phones.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Phone,Email\n555-123-4567,a@example.com\n'),
  });
  await expect(page.getByText(text('en', 'sheetImport.error.noNameColumn'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: text('en', 'sheetImport.importCount_one', { count: 1 }) }),
  ).toBeDisabled();
});
