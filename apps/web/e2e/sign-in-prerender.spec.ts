import type { Page } from '@playwright/test';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_URL,
  expect,
  REGULAR_URL,
  signInAsDemo,
  test,
} from './fixtures.ts';
import { text } from './locale-helpers.ts';

// Decision 043: /login is prerendered (login.html, login-demo.html), so the sign-in page shows
// before any JavaScript runs; the app then renders it again and takes its place, keeping what
// the visitor typed, the focus and a button pressed meanwhile, without moving anything.

/** Holds the app's entry script until `release` is called: the page is the prerendered HTML. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const prerendered = (page: Page) => page.locator('#prerender');

/** Adds up the layout shifts of the page (as CLS does, without the session windows). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { e2eShifts: typeof shifts }).e2eShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eShifts: { total: number } }).e2eShifts.total);

test.describe('the prerendered sign-in page', () => {
  test('shows before the app runs, with the server’s demo credentials; typing, focus and caret survive the takeover', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const release = await holdTheApp(page);
    await page.goto(`${DEMO_URL}/login`, { waitUntil: 'commit' });
    // The prerendered page, from the HTML alone.
    await expect(prerendered(page)).toBeVisible();
    await expect(page.getByText(text('en', 'auth.signInSubtitle'))).toBeVisible();
    const demoBox = page.getByRole('region', { name: 'Demo credentials' });
    await expect(demoBox.getByText(DEMO_EMAIL, { exact: true })).toBeVisible();
    await expect(demoBox.getByText(DEMO_PASSWORD, { exact: true })).toBeVisible();
    const subtitle = page.getByText(text('en', 'auth.signInSubtitle'));
    const before = await subtitle.boundingBox();

    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).pressSequentially('demo');
    await page.keyboard.press('ArrowLeft'); // the caret before the last letter
    expect(await prerendered(page).count()).toBe(1);

    release();
    await expect(prerendered(page)).toHaveCount(0);
    // The app's page, in the same place, with what was typed and the focus and caret kept.
    expect(await subtitle.boundingBox()).toEqual(before);
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_EMAIL);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveValue('demo');
    await expect(password).toBeFocused();
    await page.keyboard.type('12');
    await page.keyboard.press('End');
    await page.keyboard.type('3');
    await expect(password).toHaveValue(DEMO_PASSWORD);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    // The app's controls work: the eye shows the password, the form signs in.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${DEMO_URL}/app`);
  });

  test('Enter pressed before the app runs sends nothing then, and signs in once it runs', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const release = await holdTheApp(page);
    await page.goto(`${DEMO_URL}/login`, { waitUntil: 'commit' });
    await expect(prerendered(page)).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // The browser did not send the form (the password never goes into an address).
    await expect(page).toHaveURL(`${DEMO_URL}/login`);
    expect(requests.filter((path) => path === '/login')).toHaveLength(1);
    release();
    await page.waitForURL(`${DEMO_URL}/app`);
  });

  test('without demo mode: no demo box, the sign-up link, then the app’s page', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(`${REGULAR_URL}/login`, { waitUntil: 'commit' });
    await expect(prerendered(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: text('en', 'auth.signInTitle') })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Demo credentials' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text('en', 'auth.signUpLink') })).toBeVisible();
    release();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: text('en', 'auth.signUpLink') })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Demo credentials' })).toHaveCount(0);
  });

  test('a Spanish visitor never sees the English page: the app renders it in Spanish', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('jobtrack_language', 'es'));
    const release = await holdTheApp(page);
    await page.goto(`${DEMO_URL}/login`, { waitUntil: 'commit' });
    await prerendered(page).waitFor({ state: 'attached' });
    await expect(prerendered(page)).toBeHidden();
    await expect(page.getByText(text('en', 'auth.signInSubtitle'))).toBeHidden();
    release();
    await expect(page.getByText(text('es', 'auth.signInSubtitle'))).toBeVisible();
    await expect(page.getByRole('heading', { name: text('es', 'auth.signInTitle') })).toBeVisible();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByText(text('en', 'auth.signInSubtitle'))).toHaveCount(0);
  });

  test('a dark-theme visitor gets the app’s dark page, not the light prerender', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await holdTheApp(page);
    await page.goto(`${DEMO_URL}/login`, { waitUntil: 'commit' });
    await prerendered(page).waitFor({ state: 'attached' });
    await expect(prerendered(page)).toBeHidden();
    release();
    await expect(page.getByText(text('en', 'auth.signInSubtitle'))).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('a signed-in visitor opening /login goes on to the app', async ({ page }) => {
    await page.goto(`${DEMO_URL}/login`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${DEMO_URL}/app`);
    await page.goto(`${DEMO_URL}/login`);
    await page.waitForURL(`${DEMO_URL}/app`);
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('the prerendered app shell (demo dashboard)', () => {
  test('the header, demo banner and tab bar show before the app runs, and stay in place', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await recordLayoutShifts(page);
    const release = await holdTheApp(page);
    await page.goto(`${DEMO_URL}/app/dashboard`, { waitUntil: 'commit' });
    await expect(prerendered(page)).toBeVisible();
    const banner = page.getByText(text('en', 'shell.demoBanner'));
    await expect(banner).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const before = await banner.boundingBox();
    release();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: text('en', 'shell.joinWaitlist') }),
    ).toBeVisible();
    await expect(page.locator('#main section').first()).toBeVisible();
    expect(await banner.boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });

  test('a Spanish demo visitor gets the app’s Spanish shell, never the English one', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.evaluate(() => localStorage.setItem('jobtrack_language', 'es'));
    const release = await holdTheApp(page);
    await page.goto(`${DEMO_URL}/app/dashboard`, { waitUntil: 'commit' });
    await prerendered(page).waitFor({ state: 'attached' });
    await expect(prerendered(page)).toBeHidden();
    release();
    await expect(page.getByText(text('es', 'shell.demoBanner'))).toBeVisible();
    await expect(page.getByText(text('en', 'shell.demoBanner'))).toHaveCount(0);
  });

  test('a visitor not signed in never sees the shell: /app goes to the sign-in page', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(`${DEMO_URL}/app`, { waitUntil: 'commit' });
    await prerendered(page).waitFor({ state: 'attached' });
    await expect(prerendered(page)).toBeHidden();
    release();
    await page.waitForURL(`${DEMO_URL}/login`);
    await expect(page.getByText(text('en', 'auth.signInSubtitle'))).toBeVisible();
  });
});

test.describe('the sign-in page offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opens offline after a visit (the service worker’s app page)', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    await page.goto(`${REGULAR_URL}/login`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(text('en', 'auth.signInSubtitle'))).toBeVisible();
    await page.getByLabel('Email').fill('someone@example.com');
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
    await context.setOffline(false);
  });
});
