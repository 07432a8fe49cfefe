import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { DEMO_URL, REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { authToken, bearer, createJob, signInAsTester } from './jobs-helpers.ts';

// The customer's sign-off and the proof of work on receipts (issue 27, decision 069): signed on
// the phone with the mouse, printed on the receipt's PDF in the customer's language, with the
// photos the owner ticks; and the export with photos (.zip) that imports back.

const SIGNED_EN = /Signed by Maria Garcia, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\./;
const SIGNED_ES = /Firmado por Maria Garcia, \d{1,2} [a-z]{3} \d{4}, \d{1,2}:\d{2} [ap]\. m\./;

/** Draws a stroke across the signature box with the mouse. */
async function draw(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Signature box' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 12),
      box.y + box.height / 2 + (step % 2 === 0 ? 30 : -30),
    );
  }
  await page.mouse.up();
}

/** Get signature on the job's screen: refused empty, then drawn, named and saved. */
async function signJob(page: Page, checkA11y?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Get signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign to confirm the work' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sign with your finger or mouse.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please sign in the box.')).toBeVisible();
  await draw(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please type your name.')).toBeVisible();
  if (checkA11y) await checkA11y();
  await dialog.getByLabel('Your name').fill('Maria Garcia');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('signed-line')).toHaveText(SIGNED_EN);
  await expect(page.getByRole('img', { name: 'Signature of Maria Garcia' })).toBeVisible();
}

/** The text of a PDF read with pdf.js, and how many images it draws. */
async function readPdf(file: string) {
  const bytes = new Uint8Array(await readFile(file));
  const images = new TextDecoder('latin1').decode(bytes).split('/Subtype /Image').length - 1;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { text: pages.join('\n'), images };
}

async function downloadPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return readPdf((await download.path())!);
}

/** A real PNG photo (a gradient), as a camera's would be once shrunk. */
const photoPng = (width = 320, height = 240): Buffer => {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    image.data.set([(i % width) % 256, Math.floor(i / width) % 256, 128, 255], i * 4);
  }
  return PNG.sync.write(image);
};

/** A customer (in `language`), a completed and paid job and one Before photo, on the server. */
async function setUpServer(
  page: Page,
  request: APIRequestContext,
  language: 'en' | 'es',
): Promise<{ jobId: string; photoId: string }> {
  await signUp(page, uniqueEmail('signoff'));
  const token = await authToken(page);
  const headers = bearer(token);
  const customer = await request.post(`${REGULAR_URL}/api/customers`, {
    headers,
    data: { name: 'Olivia Park', phone: '(555) 444-5555', language },
  });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { id: string }).id;
  const jobId = await createJob(request, token, {
    customer_id: customerId,
    title: 'Gutter cleaning',
    status: 'completed',
    estimated_cost: 150,
    paid: true,
  });
  const photoId = `photo-${crypto.randomUUID()}`;
  const bytes = photoPng();
  const made = await request.post(`${REGULAR_URL}/api/photos`, {
    headers,
    data: {
      id: photoId,
      job_id: jobId,
      label: 'before',
      caption: 'The gutter before',
      content_type: 'image/png',
      width: 320,
      height: 240,
      bytes: bytes.length,
      taken_at: new Date().toISOString(),
    },
  });
  expect(made.status()).toBe(201);
  for (const [kind, file] of [
    ['image', bytes],
    ['thumb', photoPng(160, 120)],
  ] as const) {
    const upload = await request.put(`${REGULAR_URL}/api/photos/${photoId}/${kind}`, {
      headers: { ...headers, 'content-type': 'image/png' },
      data: file,
    });
    expect(upload.status()).toBe(200);
  }
  return { jobId, photoId };
}

test.describe('sign-off and proof of work on the receipt (signed in)', () => {
  test('the customer signs with the mouse; the receipt PDF prints the signed line and the chosen photo', async ({
    browser,
    page,
    request,
    checkA11y,
  }) => {
    test.slow(); // a sign-up, a drawn signature, a photo, a PDF read back and a fresh browser
    const { jobId } = await setUpServer(page, request, 'en');
    await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
    await expect(page.getByRole('heading', { name: 'Customer sign-off' })).toBeVisible();
    await checkA11y();
    await signJob(page, checkA11y);

    // Signed again: it asks first, and Cancel keeps the signature.
    await page.getByRole('button', { name: 'Sign again' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace the signature?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('signed-line')).toHaveText(SIGNED_EN);

    // The signature reached the server with the job.
    const token = await authToken(page);
    await expect
      .poll(async () => {
        const job = await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, {
          headers: bearer(token),
        });
        return ((await job.json()) as { signature: { name: string } | null }).signature?.name;
      })
      .toBe('Maria Garcia');

    await page.getByRole('button', { name: 'Send receipt' }).click();
    await expect(page).toHaveURL(/\/app\/invoices\/document-/);
    const preview = page.getByRole('article', { name: /^Receipt REC-/ });
    await expect(preview).toContainText(SIGNED_EN);

    const before = await downloadPdf(page);
    expect(before.text).toMatch(SIGNED_EN);
    expect(before.text).not.toContain('Photos');
    // The drawing is a PNG with transparency: jsPDF writes it as an image and its mask.
    expect(before.images).toBeGreaterThan(0);

    // The owner ticks the Before photo: the preview and the PDF show it.
    const choice = page.getByRole('checkbox', { name: 'Show photo 1 (Before)' });
    await choice.check();
    await expect(choice).toBeChecked();
    await expect(preview.getByText('Photos')).toBeVisible();
    await checkA11y();
    const after = await downloadPdf(page);
    expect(after.text).toMatch(SIGNED_EN);
    expect(after.text).toContain('Photos');
    expect(after.images).toBe(before.images + 1);

    // The customer's page of the receipt, opened in a fresh browser: the signed line, the
    // drawing and the ticked photo (once the choice has reached the server).
    const link = page.getByRole('link', { name: /\/d\// });
    const shareUrl = (await link.getAttribute('href'))!;
    const customer = await (await browser.newContext()).newPage();
    const shownImages = async () => {
      await customer.goto(shareUrl);
      return customer
        .locator('img')
        .evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
        );
    };
    await expect.poll(shownImages, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect(customer.getByText(SIGNED_EN)).toBeVisible();
    await customer.context().close();
  });

  test('in Spanish, the receipt says Firmado por', async ({ page, request }) => {
    const { jobId } = await setUpServer(page, request, 'es');
    await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
    await signJob(page);
    await page.getByRole('button', { name: 'Send receipt' }).click();
    await expect(page).toHaveURL(/\/app\/invoices\/document-/);
    await page.getByRole('checkbox', { name: 'Show photo 1 (Before)' }).check();
    const pdf = await downloadPdf(page);
    expect(pdf.text).toMatch(SIGNED_ES);
    expect(pdf.text).toContain('Fotos');
  });
});

test.describe('export with photos (waitlist test mode)', () => {
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
        completedAt: '2025-06-02T15:00:00.000Z',
        paid: false,
      },
    ],
  };

  test('the .zip holds the JSON and the signature, and imports back after clearing', async ({
    page,
  }) => {
    await signInAsTester(page);
    await page.goto(`${DEMO_URL}/app/settings`);
    await expect(page.getByRole('button', { name: 'Import Data' })).toBeEnabled();
    // Settings keeps one file input: the .zip goes through the same one as the JSON.
    await expect(page.locator('input[type="file"]')).toHaveCount(1);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'jobtrack-backup-2025-06-02.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(backup)),
    });
    await expect(page.getByText('Imported 1 customer and 1 job')).toBeVisible();

    await page.goto(`${DEMO_URL}/app/jobs/job-rosa`);
    await signJob(page);

    await page.goto(`${DEMO_URL}/app/settings`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export with photos (.zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^jobtrack-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = (await download.path())!;
    const entries = unzipSync(new Uint8Array(await readFile(zipPath)));
    const json = JSON.parse(strFromU8(entries['jobtrack-backup.json']!)) as {
      customers: unknown[];
      jobs: { id: string; signature?: { name: string; photoId: string } }[];
      photos: { id: string; label: string }[];
    };
    const signature = json.jobs.find((job) => job.id === 'job-rosa')?.signature;
    expect(signature?.name).toBe('Maria Garcia');
    expect(json.photos.map((photo) => [photo.id, photo.label])).toEqual([
      [signature!.photoId, 'signature'],
    ]);
    const png = entries[`photos/${signature!.photoId}.png`]!;
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(png.length).toBeLessThanOrEqual(100 * 1024);

    // Cleared, then the .zip imported: the job is back, signed, with its drawing.
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page
      .getByRole('dialog', { name: 'Clear all data?' })
      .getByRole('button', { name: 'Clear All Data' })
      .click();
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await page.goto(`${DEMO_URL}/app/settings`);
    await expect(page.getByRole('button', { name: 'Import Data' })).toBeEnabled();
    await page.locator('input[type="file"]').setInputFiles(zipPath);
    // Everything the file holds comes back (the test mode's sample records with Rosa's), with
    // the one photo: the signature's drawing.
    await expect(
      page.getByText(
        `Imported ${json.customers.length} customers and ${json.jobs.length} jobs and 1 photo`,
      ),
    ).toBeVisible();
    await page.goto(`${DEMO_URL}/app/jobs/job-rosa`);
    await expect(page.getByTestId('signed-line')).toHaveText(SIGNED_EN);
    await expect(page.getByRole('img', { name: 'Signature of Maria Garcia' })).toBeVisible();
  });
});
