import { readFile } from 'node:fs/promises';
import { customerQrPayload, jobQrPayload } from '@jobtrack/core';
import { openAsTester } from './customers-helpers.ts';
import { DEMO_URL, REGULAR_URL, signInAsDemo, signUp, uniqueEmail } from './fixtures.ts';
import {
  checkA11yOf,
  createCustomer,
  createJob,
  decodeQrPng,
  deleteCustomer,
  expect,
  expectNoSidewaysScroll,
  newCustomerId,
  newJobId,
  ownerHeaders,
  test,
} from './qr-helpers.ts';

// Scanning on site (spec §2 /app/scan, §4 Scanner, §8): Chromium's fake camera films a real QR
// code, qr-scanner decodes it in the page, and the app opens the record or says what is wrong.
// The payloads are built by the app's own builders (core's qr-payload.ts), with the regular
// server's public URL, for records whose ids the test chose.

const SCAN_TIMEOUT = 20_000;

// Each camera test starts a browser of its own.
test.describe.configure({ timeout: 60_000 });

test.describe('scanning a JobTrack code (regular mode)', () => {
  test("a customer's code opens that customer", async ({ camera }) => {
    const customer = {
      id: newCustomerId(),
      name: 'Quinn Scanner',
      phone: '(555) 010-2030',
      address: '7 Lens Lane',
    };
    const page = await camera.open({
      code: JSON.stringify(customerQrPayload(customer, REGULAR_URL)),
    });
    await signUp(page, uniqueEmail('qr-customer'));
    await createCustomer(page.request, await ownerHeaders(page), customer);

    await page.goto(`${REGULAR_URL}/app/scan`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Scan a JobTrack QR code' }),
    ).toBeVisible();
    await checkA11yOf(page);
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(page).toHaveURL(`${REGULAR_URL}/app/customers/${customer.id}`, {
      timeout: SCAN_TIMEOUT,
    });
    await expect(page.getByRole('heading', { name: 'Quinn Scanner' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a job's code opens that job", async ({ camera }) => {
    const customer = {
      id: newCustomerId(),
      name: 'Jo Job',
      phone: '(555) 010-4040',
      address: '9 Yard Road',
    };
    const job = {
      id: newJobId(),
      customerId: customer.id,
      serviceType: 'Hedge Trimming',
      dueDate: '2030-05-14',
    };
    const page = await camera.open({ code: JSON.stringify(jobQrPayload(job, REGULAR_URL)) });
    await signUp(page, uniqueEmail('qr-job'));
    const headers = await ownerHeaders(page);
    await createCustomer(page.request, headers, customer);
    await createJob(page.request, headers, job);

    await page.goto(`${REGULAR_URL}/app/scan`);
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await expect(page).toHaveURL(`${REGULAR_URL}/app/jobs/${job.id}`, { timeout: SCAN_TIMEOUT });
    await expect(page.getByText('Hedge Trimming').first()).toBeVisible();
  });

  test("a deleted customer's code says 'Customer not found in your system.'", async ({
    camera,
  }) => {
    const customer = {
      id: newCustomerId(),
      name: 'Gone Gail',
      phone: '(555) 010-5050',
      address: '1 Past Place',
    };
    const page = await camera.open({
      code: JSON.stringify(customerQrPayload(customer, REGULAR_URL)),
    });
    // The look-up of a record that is gone: the browser logs the server's 404.
    camera.allowConsoleError(/status of 404 \(Not Found\)/);
    await signUp(page, uniqueEmail('qr-deleted'));
    const headers = await ownerHeaders(page);
    await createCustomer(page.request, headers, customer);
    await deleteCustomer(page.request, headers, customer.id);

    await page.goto(`${REGULAR_URL}/app/scan`);
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
    await expect(scanner.getByText('Customer not found in your system.')).toBeVisible({
      timeout: SCAN_TIMEOUT,
    });
    await expect(page).toHaveURL(`${REGULAR_URL}/app/scan`);
    await checkA11yOf(page);
    // Try Again scans the same code again, with the same answer.
    await scanner.getByRole('button', { name: 'Try Again' }).click();
    await expect(scanner.getByText('Customer not found in your system.')).toBeVisible({
      timeout: SCAN_TIMEOUT,
    });
  });
});

test.describe('codes that are not JobTrack codes', () => {
  const cases = [
    ['a foreign JSON code', '{"type":"invoice","id":"x"}', 'This QR code is not from JobTrack.'],
    ['a non-JSON code', 'hello', 'Invalid QR code format. Please scan a JobTrack QR code.'],
  ] as const;
  for (const [label, code, message] of cases) {
    test(`${label} says '${message}'`, async ({ camera }) => {
      const page = await camera.open({ code });
      await signInAsDemo(page);
      await page.goto(`${DEMO_URL}/app/scan`);
      await page.getByRole('button', { name: 'Start Scanning' }).click();
      const scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
      await expect(scanner.getByText(message)).toBeVisible({ timeout: SCAN_TIMEOUT });
      await expect(page.getByRole('dialog', { name: 'Join the Waitlist' })).toHaveCount(0);
      await scanner.getByRole('button', { name: 'Cancel' }).click();
      await expect(scanner).toHaveCount(0);
    });
  }
});

test("a refused camera shows 'Camera Access Required' with Try Again", async ({ camera }) => {
  const page = await camera.open({ code: null, allowCamera: false });
  await signInAsDemo(page);
  await page.goto(`${DEMO_URL}/app/scan`);
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(page.getByRole('heading', { name: 'Camera Access Required' })).toBeVisible();
  await expect(page.getByText('Failed to access camera. Please check permissions.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkA11yOf(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Camera Access Required' })).toBeVisible();
});

test('demo mode: the sample code the app made, read by the camera, opens the waitlist prompt', async ({
  page,
  camera,
}) => {
  // The QR demo's sample code, downloaded and read back by jsQR (not the generator).
  await signInAsDemo(page);
  await page.goto(`${DEMO_URL}/app/qr-demo`);
  await page.getByRole('button', { name: /^Go to slide 2:/ }).click();
  await page.getByRole('button', { name: 'Generate Sample QR Code' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: 'Download' }).click(),
  ]);
  const code = decodeQrPng(await readFile(await download.path()));
  expect(code).toContain('"id":"demo-customer"');

  const scanner = await camera.open({ code });
  await signInAsDemo(scanner);
  await scanner.goto(`${DEMO_URL}/app/scan`);
  await expect(scanner.getByText(/^Demo mode: scan any JobTrack QR code/)).toBeVisible();
  await checkA11yOf(scanner);
  await scanner.getByRole('button', { name: 'Start Scanning' }).click();
  await expect(scanner.getByRole('dialog', { name: 'Join the Waitlist' })).toBeVisible({
    timeout: SCAN_TIMEOUT,
  });
  await expect(scanner).toHaveURL(`${DEMO_URL}/app/scan`);
  await expect(
    scanner.getByText(
      'QR code scanned successfully! In the full version, this opens the customer.',
    ),
  ).toBeVisible();
});

test("the waitlisted tester's Start Scanning is disabled, with the reason", async ({
  page,
  checkA11y,
}) => {
  await openAsTester(page);
  await page.goto(`${DEMO_URL}/app/scan`);
  const start = page.getByRole('button', { name: 'Start Scanning' });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(
    'The scanner is not available in test mode. You can still generate and print QR codes from customer and job screens.',
  );
  await checkA11y();
  await expectNoSidewaysScroll(page);
});
