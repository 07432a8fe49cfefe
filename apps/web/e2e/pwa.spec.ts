import { expect, REGULAR_URL, test } from './fixtures.ts';

// The installable app: manifest, service worker at /sw.js, and the shell opening offline.
test.use({ serviceWorkers: 'allow' });

test('the manifest and the service worker are served', async ({ request }) => {
  const manifest = await request.get(`${REGULAR_URL}/manifest.webmanifest`);
  expect(manifest.ok()).toBe(true);
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'JobTrack', display: 'standalone', start_url: '/app' });
  expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  const worker = await request.get(`${REGULAR_URL}/sw.js`);
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toContain('javascript');
});

test('the app registers /sw.js and opens offline after one visit', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Offline, the runtime-settings call fails (the app falls back to the last copy).
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.goto(REGULAR_URL);
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL;
  });
  expect(scriptUrl).toBe(`${REGULAR_URL}/sw.js`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`${REGULAR_URL}/login`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto(REGULAR_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Run your service business from your phone',
  );
  await context.setOffline(false);
});

test('the icon cache version is stored', async ({ page }) => {
  await page.goto(REGULAR_URL);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('jobtrack_icon_cache_version')))
    .toBe('1.0.0');
});
