import { DEMO_URL, expect, test } from './fixtures.ts';

// Issue 15: invoices and receipts survive export/import (decision 034). Waitlist test mode keeps
// its data in this browser and imports files (demo mode refuses any import, spec §5).

const TESTER_EMAIL = 'tester@example.com';

const backup = {
  customers: [{ id: 'customer-rosa', name: 'Rosa Diaz', phone: '555-0101', address: '2 Elm St' }],
  jobs: [
    {
      id: 'job-rosa',
      customerId: 'customer-rosa',
      customerName: 'Rosa Diaz',
      title: 'Deep clean',
      serviceType: 'Cleaning',
      scheduledDate: '2025-06-02',
      price: 120,
      status: 'completed',
      paid: false,
    },
  ],
  documents: [
    {
      id: 'document-rosa',
      kind: 'invoice',
      number: 'INV-0042',
      customerId: 'customer-rosa',
      jobIds: ['job-rosa'],
      issuedDate: '2025-06-02',
      language: 'en',
      business: {
        name: 'Sparkle Cleaning',
        phone: '555-0100',
        email: '',
        address: '',
        paymentInstructions: '',
      },
      customer: { name: 'Rosa Diaz', phone: '555-0101', email: '', address: '2 Elm St' },
      lines: [
        { jobId: 'job-rosa', service: 'Deep clean', date: '2025-06-02', amount: 120, paid: 0 },
      ],
      total: 120,
      paid: 0,
      balance: 120,
      note: '',
      createdAt: '2025-06-02T15:00:00.000Z',
    },
  ],
};

test('an imported backup brings its invoice, listed on the Invoices view with its number', async ({
  page,
}) => {
  await page.addInitScript((email) => {
    localStorage.setItem('jobtrack_waitlist_emails', JSON.stringify([email]));
  }, TESTER_EMAIL);
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill(TESTER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);

  await page.goto(`${DEMO_URL}/app/settings`);
  // The owner picks the file once the page is there, as on screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('button', { name: 'Import Data' })).toBeEnabled();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'jobtrack-backup-2025-06-02.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(backup, null, 2)),
  });
  await expect(page.getByText('Imported 1 customer and 1 job')).toBeVisible();

  await page.goto(`${DEMO_URL}/app/invoices`);
  await expect(page.getByText('INV-0042')).toBeVisible();
  await expect(page.getByText('Rosa Diaz').first()).toBeVisible();

  // Exported again, the file holds it as issued.
  await page.goto(`${DEMO_URL}/app/settings`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as typeof backup;
  expect(exported.documents.map((document) => document.number)).toEqual(['INV-0042']);
});
