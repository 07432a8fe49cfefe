import { randomUUID } from 'node:crypto';
import { toIsoDate } from '@jobtrack/core';
import type { Page, Response } from '@playwright/test';
import { REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';
import {
  cameraJpeg,
  drawnJpeg,
  hasLocationOrExif,
  jpegSize,
  ORIENTATION_TURN_RIGHT,
} from './photo-files.ts';

// Photos of a job (issue 27) against the real server, on a phone: a camera's 12-megapixel photo
// arrives shrunk, upright and without its location; twenty photos taken offline show at once and
// arrive once each after reconnecting; a file that is not a photo is refused with the message;
// the viewer opens, swipes and deletes after a confirmation — that one in Spanish.

test.describe.configure({ timeout: 60_000 });

type Language = 'en' | 'es';
type ServerPhoto = {
  id: string;
  job_id: string;
  label: string;
  caption: string;
  width: number;
  height: number;
  uploaded: boolean;
};

/** A fresh owner in `language` with a customer and a job today; the job's screen open. */
async function ownerWithJob(page: Page, language: Language) {
  await signUp(page, uniqueEmail('photos'));
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const customerId = `customer-${randomUUID()}`;
  const customer = await page.request.post(`${REGULAR_URL}/api/customers`, {
    headers,
    data: { id: customerId, name: 'Ana Lopez', phone: '555-0101', service_type: 'Gutters' },
  });
  expect(customer.status()).toBe(201);
  const jobId = `job-${randomUUID()}`;
  const job = await page.request.post(`${REGULAR_URL}/api/jobs`, {
    headers,
    data: {
      id: jobId,
      customer_id: customerId,
      title: 'Gutter cleaning',
      due_date: toIsoDate(new Date()),
      estimated_cost: 120,
    },
  });
  expect(job.status()).toBe(201);
  if (language === 'es') await useLanguage(page, 'es');
  await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
  const t = (key: string, params?: Record<string, string | number>) => text(language, key, params);
  await expect(page.getByRole('heading', { name: t('photos.title') })).toBeVisible();
  return { headers, jobId, t };
}

type Owner = Awaited<ReturnType<typeof ownerWithJob>>;

/** Add photo, then the files chosen in the camera's (or gallery's) file picker. */
async function choosePhotos(
  page: Page,
  { t }: Owner,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t('photos.add') }).click();
  await (await chooser).setFiles(files);
}

/** The server's photos of the job (its pull from the beginning). */
async function serverPhotos(page: Page, { headers, jobId }: Owner): Promise<ServerPhoto[]> {
  const answer = await page.request.get(`${REGULAR_URL}/api/sync`, { headers });
  expect(answer.ok()).toBe(true);
  const { photos = [] } = (await answer.json()) as { photos?: ServerPhoto[] };
  return photos.filter((photo) => photo.job_id === jobId);
}

const syncStatus = (page: Page, { t }: Owner) =>
  page.getByRole('status', { name: t('sync.region'), exact: true });

/** Every change and every photo file is on the server, as the sync status says. */
async function expectAllSent(page: Page, owner: Owner) {
  const status = syncStatus(page, owner);
  await expect(status).toContainText(owner.t('sync.saved'), { timeout: 30_000 });
  await expect(status).not.toContainText(owner.t('sync.uploadingPhotos').split(':')[0]!);
}

/** The colour at (x, y) of a JPEG decoded as stored (no turn from any tag). */
const pixelsOf = (page: Page, jpeg: Buffer, points: [number, number][]) =>
  page.evaluate(
    async ([base64, at]) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }), {
        imageOrientation: 'none',
      });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return at.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    [jpeg.toString('base64'), points] as const,
  );

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;

test('a 12-megapixel photo with its location arrives shrunk, upright and without metadata', async ({
  page,
  checkA11y,
}) => {
  const owner = await ownerWithJob(page, 'en');
  await checkA11y();
  const camera = await cameraJpeg(page);
  // As a phone camera makes it: 4000 × 3000 stored, to be turned upright, with its GPS position.
  expect(jpegSize(camera)).toEqual({ width: 4000, height: 3000 });
  expect(hasLocationOrExif(camera)).toBe(true);
  expect(camera.length).toBeGreaterThan(1024 * 1024);

  await choosePhotos(page, owner, [
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: camera },
  ]);
  const thumbnail = page.getByRole('button', {
    name: owner.t('photos.open', { n: 1, count: 1, name: owner.t('photos.label.before') }),
  });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail.locator('img')).toHaveJSProperty('complete', true);
  await expectAllSent(page, owner);

  const [photo] = await serverPhotos(page, owner);
  // Upright: the orientation tag turned it, so a portrait 1,200 × 1,600 (longest side 1,600).
  expect(ORIENTATION_TURN_RIGHT).toBe(6);
  expect(photo).toMatchObject({ label: 'before', width: 1200, height: 1600, uploaded: true });
  const image = await page.request.get(`${REGULAR_URL}/api/photos/${photo!.id}/image`, {
    headers: owner.headers,
  });
  expect(image.status()).toBe(200);
  const stored = await image.body();
  expect(stored.length).toBeLessThanOrEqual(400 * 1024);
  expect(jpegSize(stored)).toEqual({ width: 1200, height: 1600 });
  expect(hasLocationOrExif(stored)).toBe(false);
  // The stored top-left quarter (red) is now the top-right one: turned, not just relabelled.
  const [topRight, topLeft, bottomRight] = await pixelsOf(page, stored, [
    [1100, 100],
    [100, 100],
    [1100, 1500],
  ]);
  expect(isRed(topRight!)).toBe(true);
  expect(isRed(topLeft!)).toBe(false);
  expect(isRed(bottomRight!)).toBe(false);

  const thumb = await page.request.get(`${REGULAR_URL}/api/photos/${photo!.id}/thumb`, {
    headers: owner.headers,
  });
  expect(jpegSize(await thumb.body())).toEqual({ width: 240, height: 320 });
});

test('twenty photos taken offline show at once and arrive exactly once each', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|could not refresh/);
  const owner = await ownerWithJob(page, 'en');
  // A file that is not a photo is refused with the message, before anything is kept; a broken
  // "JPEG" too, by the worker that shrinks photos (now loaded, as the app's cache would have it).
  await choosePhotos(page, owner, [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Gutter notes') },
  ]);
  await expect(page.getByText(owner.t('photos.notAnImage'))).toBeVisible();
  await choosePhotos(page, owner, [
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a JPEG') },
  ]);
  await expect(page.getByText(owner.t('photos.notAnImage'))).toBeVisible();
  await expect(page.getByText(owner.t('photos.none'))).toBeVisible();

  const sent: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/photos') && response.ok()) {
      sent.push(`${response.request().method()} ${url.pathname}`);
    }
  });
  const small = Buffer.from(await drawnJpeg(page, 1200, 900));

  await context.setOffline(true);
  await choosePhotos(
    page,
    owner,
    Array.from({ length: 20 }, (_, i) => ({
      name: `IMG_${1000 + i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: small,
    })),
  );
  const grid = page.getByRole('list', { name: owner.t('photos.title') });
  await expect(grid.getByRole('button')).toHaveCount(20, { timeout: 30_000 });
  await expect(grid.locator('img')).toHaveCount(20);
  await expect(syncStatus(page, owner)).toContainText(
    owner.t('sync.offlinePending_other', { count: 20 }),
  );
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expectAllSent(page, owner);
  const photos = await serverPhotos(page, owner);
  expect(photos).toHaveLength(20);
  expect(photos.every((photo) => photo.uploaded)).toBe(true);
  expect(sent.filter((call) => call === 'POST /api/photos')).toHaveLength(20);
  for (const photo of photos) {
    expect(sent.filter((call) => call === `PUT /api/photos/${photo.id}/image`)).toHaveLength(1);
    expect(sent.filter((call) => call === `PUT /api/photos/${photo.id}/thumb`)).toHaveLength(1);
  }
});

test('en español: fotos, el visor desliza, y borrar pide confirmación', async ({
  page,
  checkA11y,
}) => {
  const owner = await ownerWithJob(page, 'es');
  const { t } = owner;
  await choosePhotos(page, owner, [
    { name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') },
  ]);
  await expect(page.getByText(t('photos.notAnImage'))).toBeVisible();

  const small = Buffer.from(await drawnJpeg(page, 1200, 900));
  await page.getByRole('radio', { name: t('photos.label.after') }).check();
  await page.getByLabel(t('photos.caption')).fill('Canaleta limpia');
  await choosePhotos(page, owner, [
    { name: 'IMG_1.jpg', mimeType: 'image/jpeg', buffer: small },
    { name: 'IMG_2.jpg', mimeType: 'image/jpeg', buffer: small },
  ]);
  const name = `${t('photos.label.after')}: Canaleta limpia`;
  await expect(
    page.getByRole('button', { name: t('photos.open', { n: 2, count: 2, name }) }),
  ).toBeVisible();
  await expectAllSent(page, owner);
  await checkA11y();

  await page.getByRole('button', { name: t('photos.open', { n: 1, count: 2, name }) }).click();
  const viewer = page.getByRole('dialog', { name: t('photos.viewerTitle', { n: 1, count: 2 }) });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Canaleta limpia' })).toBeVisible();
  await checkA11y();
  // A swipe to the left shows the next photo.
  const box = (await viewer.getByRole('img', { name: 'Canaleta limpia' }).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  const second = page.getByRole('dialog', { name: t('photos.viewerTitle', { n: 2, count: 2 }) });
  await expect(second).toBeVisible();

  // Delete asks first; No keeps it, Yes deletes it here and on the server.
  await second.getByRole('button', { name: t('photos.delete') }).click();
  const confirm = page.getByRole('dialog', { name: t('photos.deleteTitle') });
  await expect(confirm).toContainText(t('photos.deleteMessage'));
  await confirm.getByRole('button', { name: t('photos.delete') }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('dialog', { name: t('photos.viewerTitle', { n: 1, count: 1 }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('photos.close') }).click();
  await expect(
    page.getByRole('button', { name: t('photos.open', { n: 1, count: 1, name }) }),
  ).toBeVisible();
  await expectAllSent(page, owner);
  await expect.poll(async () => (await serverPhotos(page, owner)).length).toBe(1);
});
