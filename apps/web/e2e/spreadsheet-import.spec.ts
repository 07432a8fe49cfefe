import type { Page } from '@playwright/test';
import { openCustomerList } from './customers-helpers.ts';
import { DEMO_URL, expect, signInAsDemo, signUp, test, uniqueEmail } from './fixtures.ts';
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

// A Jobber client export as Google Sheets or Excel saves it: UTF-8 with a BOM, every cell quoted,
// the address in parts. Sarah Johnson is a demo customer (same phone, written another way).
const JOBBER = Buffer.from(
  '\uFEFF' +
    [
      '"Client name","First name","Last name","Company name","Main phone","E-mail","Street 1","City","State","Zip code","Tags"',
      '"Dana Ortiz","Dana","Ortiz","Ortiz Bakery","+1 (512) 555-0134","dana@ortiz.com","40 Elm Rd","Austin","TX","78701","Lawn Care"',
      '"Sarah Johnson","Sarah","Johnson","","(555) 123-4567","","","","","",""',
      '"","Sam","Lee","","512-555-0199","","","Round Rock","TX","",""',
    ].join('\r\n') +
    '\r\n',
  'utf8',
);

test('a UTF-8 Jobber export with a BOM: a match changed by the owner, a customer already there skipped, once', async ({
  page,
  checkA11y,
}) => {
  const en = (key: string, params: Record<string, string | number> = {}) => text('en', key, params);
  await signInAsDemo(page);
  // In demo mode the data lives in the page: the screens are reached by the app's own links.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(`${DEMO_URL}/app/settings`);
  const chooseFile = () =>
    chooseSheet(page, 'en', { name: 'clients.csv', mimeType: 'text/csv', buffer: JOBBER });
  await chooseFile();

  // The BOM is not part of the first header; the address parts are joined.
  await expect(
    page.getByLabel(en('sheetImport.columnLabel', { header: 'Client name' })),
  ).toHaveValue('name');
  const tags = page.getByLabel(en('sheetImport.columnLabel', { header: 'Tags' }));
  await expect(tags).toHaveValue('skip');
  await tags.selectOption('serviceType');
  const rows = page
    .getByRole('list', { name: en('sheetImport.preview', { count: 3 }) })
    .getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Dana Ortiz');
  await expect(rows.nth(0)).toContainText('40 Elm Rd, Austin, TX, 78701');
  await expect(rows.nth(2)).toContainText('Sam Lee');
  await checkA11y();

  const importAll = page.getByRole('button', {
    name: en('sheetImport.importCount_other', { count: 3 }),
  });
  await importAll.click();
  const report = page.getByRole('status', { name: en('sheetImport.report') });
  await expect(report).toContainText(
    en('sheetImport.reportCounts', { added: 2, merged: 0, jobs: 0, skipped: 1 }),
  );
  await expect(report).toContainText(
    en('sheetImport.skippedRow', {
      row: 3,
      name: 'Sarah Johnson',
      reasons: en('sheetImport.reason.duplicate'),
    }),
  );

  await page.getByRole('button', { name: en('sheetImport.done') }).click();
  await chooseFile();
  await importAll.click();
  await expect(page.getByRole('status', { name: en('sheetImport.report') })).toContainText(
    en('sheetImport.reportCounts', { added: 0, merged: 0, jobs: 0, skipped: 3 }),
  );

  await openCustomerList(page);
  await expect(page.getByText('Sarah Johnson')).toHaveCount(1);
  await expect(page.getByText('Sam Lee')).toHaveCount(1);
  await page
    .getByRole('link', { name: /Dana Ortiz/ })
    .first()
    .click();
  // The column the owner matched by hand filled the customer's service type.
  await expect(page.getByRole('heading', { level: 2, name: 'Dana Ortiz' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Lawn Care' })).toHaveCount(1);
  await expect(page.getByText('40 Elm Rd, Austin, TX, 78701').first()).toBeVisible();
});
