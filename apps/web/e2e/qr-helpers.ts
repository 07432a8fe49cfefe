// The camera for the scanner tests: Chromium's fake camera playing a video of a QR code made at
// test time (STACK.md), in a browser of its own since the video is a launch argument; plus the
// server calls that set up an owner's records.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserType,
  type Page,
  type TestInfo,
} from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { REGULAR_URL, test as base } from './fixtures.ts';

const WIDTH = 640;
const HEIGHT = 480;
/** The code, quiet zone included, stays inside the scanner's region (2/3 of 480 = 320 px). */
const CODE_BOX = 300;
const QUIET_ZONE = 4;

/**
 * A two-frame 640x480 y4m (4:2:0) of `text` as a QR code, black on white in the middle of the
 * frame. Only the Y plane is drawn; U and V stay at 128 (no colour).
 */
export function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(CODE_BOX / (modules.size + 2 * QUIET_ZONE));
  const codeSize = modules.size * scale;
  const left = Math.floor((WIDTH - codeSize) / 2);
  const top = Math.floor((HEIGHT - codeSize) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < codeSize; row += 1) {
    for (let column = 0; column < codeSize; column += 1) {
      const isDark = modules.get(Math.floor(row / scale), Math.floor(column / scale));
      if (isDark) luma[(top + row) * WIDTH + left + column] = 0;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, frame, frame]);
}

/** Reads a downloaded PNG with jsQR, a decoder other than the one that drew it. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

type CameraOptions = {
  /** The text of the QR code the camera films; null films nothing (the camera is refused). */
  code: string | null;
  /** false: no camera permission and no auto-accepting prompt, so getUserMedia is refused. */
  allowCamera?: boolean;
};

type CameraFixture = {
  /** A page in a fresh Chromium whose camera films `code`; closed after the test. */
  open(options: CameraOptions): Promise<Page>;
  /** Console errors the test expects on the camera pages. */
  allowConsoleError(pattern: RegExp): void;
};

/** Runs axe on any page (the shared fixture's checkA11y covers only the default page). */
export async function checkA11yOf(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
    'axe violations',
  ).toEqual([]);
}

/** Mobile-first: nothing sticks out sideways (the phone project is 360 px wide). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
}

async function launchCamera(
  chromium: BrowserType,
  testInfo: TestInfo,
  options: CameraOptions,
): Promise<Browser> {
  const projectUse = testInfo.project.use;
  const args = [...(projectUse.launchOptions?.args ?? []), '--use-fake-device-for-media-stream'];
  if (options.code !== null) {
    const file = testInfo.outputPath(`camera-${randomUUID()}.y4m`);
    await writeFile(file, qrVideo(options.code));
    args.push(`--use-file-for-fake-video-capture=${file}`);
  }
  if (options.allowCamera !== false) args.push('--use-fake-ui-for-media-stream');
  return chromium.launch({
    executablePath:
      process.env.CHROME_PATH ?? projectUse.launchOptions?.executablePath ?? undefined,
    args,
  });
}

export const test = base.extend<{ camera: CameraFixture }>({
  camera: async ({ playwright }, use, testInfo) => {
    const browsers: Browser[] = [];
    const errors: string[] = [];
    const allowed: RegExp[] = [];
    await use({
      async open(options) {
        const browser = await launchCamera(playwright.chromium, testInfo, options);
        browsers.push(browser);
        const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
        const context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch,
          userAgent,
          deviceScaleFactor,
          serviceWorkers: 'block',
          permissions: options.allowCamera === false ? [] : ['camera'],
        });
        const page = await context.newPage();
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        return page;
      },
      allowConsoleError: (pattern) => allowed.push(pattern),
    });
    await Promise.all(browsers.map((browser) => browser.close()));
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'unexpected console errors on the camera pages').toEqual([]);
  },
});

export { expect };

/** The bearer header of the signed-in owner of `page` (regular mode). */
export async function ownerHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

export const newCustomerId = () => `customer-${randomUUID()}`;
export const newJobId = () => `job-${randomUUID()}`;

export type ServerCustomerInput = { id: string; name: string; phone: string; address: string };

/** POST /api/customers with an id the test chose, so its QR code can be made beforehand. */
export async function createCustomer(
  request: APIRequestContext,
  headers: Record<string, string>,
  customer: ServerCustomerInput,
): Promise<void> {
  const response = await request.post(`${REGULAR_URL}/api/customers`, {
    headers,
    data: { ...customer, service_type: 'Lawn Care' },
  });
  expect(response.status()).toBe(201);
}

export async function createJob(
  request: APIRequestContext,
  headers: Record<string, string>,
  job: { id: string; customerId: string; serviceType: string; dueDate: string },
): Promise<void> {
  const response = await request.post(`${REGULAR_URL}/api/jobs`, {
    headers,
    data: {
      id: job.id,
      customer_id: job.customerId,
      title: job.serviceType,
      due_date: job.dueDate,
      estimated_cost: 80,
    },
  });
  expect(response.status()).toBe(201);
}

export async function deleteCustomer(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
): Promise<void> {
  const response = await request.delete(`${REGULAR_URL}/api/customers/${id}`, { headers });
  expect(response.ok()).toBe(true);
}
