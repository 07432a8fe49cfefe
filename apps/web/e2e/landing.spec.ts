import type { Page } from '@playwright/test';
import {
  DEMO_URL,
  expect,
  REGULAR_URL,
  signInAsDemo,
  signOut,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

/** Spec §1: the parts of the landing page, in order, ending with the final call to action. */
const SECTION_TITLES = [
  'landing.heroTitle',
  'landing.featuresTitle',
  'landing.qrStepsTitle',
  'landing.benefitsTitle',
  'landing.testimonialsTitle',
  'landing.qrDemoTitle',
  'landing.finalCtaTitle',
];

test.describe('landing page', () => {
  test('demo mode: DEMO badge, the hero goes to /login, no waitlist form', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(DEMO_URL);
    await expect(page.getByText('DEMO', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Run your service business from your phone',
    );
    const hero = page.getByRole('region', { name: 'Run your service business from your phone' });
    await expect(hero.getByRole('link', { name: 'Try Demo' })).toHaveAttribute('href', '/login');
    // The page still ends with its call to action: Try Demo instead of the form (spec §1).
    const finalCta = page.getByRole('region', { name: 'Ready to get organized?' });
    await expect(finalCta.getByRole('link', { name: 'Try Demo' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Join Waitlist & Test Now' })).toHaveCount(0);
    await expect(page.getByText(/^Build \S+/)).toBeVisible();
    await checkA11y();
  });

  test('regular mode: no badge, Get Started goes to /app, Learn More shows the features', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(REGULAR_URL);
    await expect(page.getByText('DEMO', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/app');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(
      page.getByRole('heading', { name: 'Everything you need to run your jobs' }),
    ).toBeInViewport();
    for (const feature of [
      'Customer Management',
      'Job Scheduling',
      'QR Integration',
      'Payment Tracking',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await checkA11y();
  });

  test('the page reads in Spanish and in the dark theme', async ({ page, checkA11y }) => {
    await page.addInitScript(() => {
      localStorage.setItem('jobtrack_language', 'es');
      localStorage.setItem('jobtrack_theme', 'dark');
    });
    await page.goto(REGULAR_URL);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await checkA11y();
  });
});

for (const [mode, url] of [
  ['demo mode', DEMO_URL],
  ['regular mode', REGULAR_URL],
] as const) {
  for (const language of ['en', 'es'] as const) {
    test(`the parts come in the spec §1 order, ending with the call to action (${mode}, ${language})`, async ({
      page,
    }) => {
      await page.goto(url);
      if (language === 'es') await useLanguage(page, 'es');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'landing.heroTitle'),
      );
      await expect(main.locator('h1, h2')).toHaveText(
        SECTION_TITLES.map((key) => text(language, key)),
      );
      const finalCta = page.getByRole('region', { name: text(language, 'landing.finalCtaTitle') });
      if (mode === 'demo mode') {
        await expect(
          finalCta.getByRole('link', { name: text(language, 'landing.tryDemo') }),
        ).toBeVisible();
        await expect(finalCta.getByRole('textbox')).toHaveCount(0);
      } else {
        await expect(
          finalCta.getByRole('button', { name: text(language, 'waitlist.joinAndTest') }),
        ).toBeVisible();
      }
    });
  }
}

/**
 * Opens the landing page and waits for its script: the page is prerendered, so it shows before
 * its timers run (decision 023).
 */
async function openLandingPage(page: Page, url: string) {
  await page.goto(url);
  // The page runs React once a visitor moves, touches or types (decision 037).
  await page.mouse.move(10, 10);
  await page.locator('html[data-landing-rendered]').waitFor({ state: 'attached' });
}

/** A page clock that only moves when the test says so, so timings are exact under load. */
async function pauseClock(page: Page) {
  const start = new Date('2026-06-01T10:00:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

test.describe('the landing QR demo', () => {
  test('the step highlight advances once after 3 s, and a click locks for 300 ms', async ({
    page,
  }) => {
    await pauseClock(page);
    await openLandingPage(page, DEMO_URL);
    const steps = page.getByRole('group', { name: 'QR code steps' }).getByRole('button');
    await expect(steps.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(2_900);
    await expect(steps.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(200);
    await expect(steps.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(10_000);
    await expect(steps.nth(1)).toHaveAttribute('aria-pressed', 'true');

    await steps.nth(2).click();
    await expect(steps.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await steps.nth(0).click();
    await expect(steps.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(350);
    await steps.nth(0).click();
    await expect(steps.nth(0)).toHaveAttribute('aria-pressed', 'true');
  });

  test('scanning shows the overlay ~2 s, the scanned label 1.5 s, then the customer card', async ({
    page,
  }) => {
    await pauseClock(page);
    await openLandingPage(page, DEMO_URL);
    await page.getByRole('button', { name: 'Scan Sample QR Code' }).click();
    await expect(page.getByText('Scanning...')).toBeVisible();
    await page.clock.runFor(1_900);
    await expect(page.getByText('Scanning...')).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByText('QR code scanned!')).toBeVisible();
    await page.clock.runFor(1_400);
    await expect(page.getByText('QR code scanned!')).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByText('Customer details loaded.')).toBeVisible();
    await expect(page.getByText('Sarah Johnson')).toBeVisible();
  });
});

test.describe('the inline waitlist form (demo mode off)', () => {
  test('validation messages, then the success state and Sign Up Another Email', async ({
    page,
  }) => {
    await page.goto(REGULAR_URL);
    const submit = page.getByRole('button', { name: 'Join Waitlist & Test Now' });
    await submit.click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-email');
    await expect(page.getByText('Please enter your email address')).toHaveCount(0);
    await submit.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email address').fill(uniqueEmail('inline'));
    await submit.click();
    await expect(page.getByText("You're on the waitlist!")).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up Another Email' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue('');
  });

  test("'Test the App Now' opens /app as a waitlisted tester with local data", async ({
    page,
    checkA11y,
  }) => {
    const email = uniqueEmail('tester');
    await page.goto(REGULAR_URL);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Join Waitlist & Test Now' }).click();
    await page.getByRole('button', { name: 'Test the App Now' }).click();
    await expect(page).toHaveURL(`${REGULAR_URL}/app`);
    await expect(page.getByText('your data is saved only on this device.')).toBeVisible();
    const user = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('jobtrack_user') ?? 'null'),
    );
    expect(user).toMatchObject({ email, isWaitlisted: true });
    expect(await page.evaluate(() => localStorage.getItem('jobtrack_waitlist_emails'))).toContain(
      email,
    );
    await checkA11y();

    // Signing in again with that e-mail always succeeds, in local mode (spec §4).
    await signOut(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('anything');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${REGULAR_URL}/app`);
    await expect(page.getByText('your data is saved only on this device.')).toBeVisible();
  });
});

test.describe('the inline waitlist form with no connection (spec §2: stored locally)', () => {
  for (const language of ['en', 'es'] as const) {
    test(`joins and tests the app offline, then the join reaches the server (${language})`, async ({
      page,
      consoleErrors,
    }) => {
      // The browser logs the aborted background call.
      consoleErrors.allow(/Failed to load resource|ERR_FAILED|net::/);
      const email = uniqueEmail('offline');
      await page.route('**/api/waitlist', (route) => route.abort('internetdisconnected'));
      await page.goto(REGULAR_URL);
      if (language === 'es') await useLanguage(page, 'es');
      await page.getByLabel(text(language, 'waitlist.emailLabel')).fill(email);
      await page.getByRole('button', { name: text(language, 'waitlist.joinAndTest') }).click();
      await expect(page.getByText(text(language, 'waitlist.successTitle'))).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('jobtrack_waitlist_emails'))).toContain(
        email,
      );

      await page.getByRole('button', { name: text(language, 'waitlist.testAppNow') }).click();
      await expect(page).toHaveURL(`${REGULAR_URL}/app`);
      await expect(
        page.getByRole('link', { name: text(language, 'dashboard.actions.addCustomer') }),
      ).toBeVisible();

      // Back online: the queued join is sent, and the server has it.
      await page.unroute('**/api/waitlist');
      const sent = page.waitForResponse(
        (response) => response.url().endsWith('/api/waitlist') && response.ok(),
      );
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      expect((await sent).request().postDataJSON()).toEqual({ email, source: 'landing-page' });
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('jobtrack_waitlist_outbox')))
        .toBe('[]');
    });
  }
});

test.describe('the waitlist modal', () => {
  test('opens in demo mode, joins, and closes itself after 2.5 s', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    const submit = dialog.getByRole('button', { name: 'Join Waitlist' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Email address').fill(uniqueEmail('modal'));
    await dialog.getByLabel('Business type (optional)').fill('Landscaping');
    // A paused page clock from here on, so the 2.5 s are exact however busy the machine is.
    await page.clock.install();
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(new Date(now + 500));
    await submit.click();
    await expect(dialog.getByText("Thanks for joining! We'll be in touch soon.")).toBeVisible();
    await page.clock.runFor(2_400);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
  });

  test('is not offered once an e-mail is on the local waitlist', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('jobtrack_waitlist_emails', JSON.stringify(['someone@example.com'])),
    );
    await signInAsDemo(page);
    await expect(
      page.getByText('Demo mode: you are exploring sample data. Changes are not saved.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toHaveCount(0);
  });

  test('is not offered to a waitlisted tester or outside demo mode', async ({ page }) => {
    await page.goto(REGULAR_URL);
    await page.getByLabel('Email address').fill(uniqueEmail('tester'));
    await page.getByRole('button', { name: 'Join Waitlist & Test Now' }).click();
    await page.getByRole('button', { name: 'Test the App Now' }).click();
    await expect(page).toHaveURL(`${REGULAR_URL}/app`);
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toHaveCount(0);
  });
});

test.describe('the share dialog', () => {
  test('copies the link, shows its QR code, and offers the six networks', async ({
    page,
    context,
    checkA11y,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsDemo(page);
    await page.getByRole('button', { name: 'Share the app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share JobTrack' });
    await expect(dialog.getByRole('img', { name: 'QR code for the JobTrack link' })).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_URL);

    const link = encodeURIComponent(DEMO_URL);
    await expect(dialog.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=Try%20JobTrack&body=/,
    );
    await expect(dialog.getByRole('link', { name: 'Share by SMS' })).toHaveAttribute(
      'href',
      /^sms:\?&body=/,
    );
    await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${link}`),
    );
    await expect(dialog.getByRole('link', { name: /Twitter/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?text=.*&url=${link}`),
    );
    await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    );
    await expect(dialog.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    );
  });
});

test.describe('the landing page before React', () => {
  test('is the prerendered page without React until a visitor acts; a button pressed first works', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(DEMO_URL);
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Settings, page view and service worker came (the `visit` chunk, decision 042); React, the
    // router and the app's code did not.
    await expect.poll(() => scripts.some((path) => path.includes('/visit-'))).toBe(true);
    expect(scripts.some((path) => /\/(react|landing-main|app|app-libs)-/.test(path))).toBe(false);
    expect(await page.locator('html[data-landing-rendered]').count()).toBe(0);
    // The first press wakes React and is pressed again once the page is interactive.
    await page.getByRole('button', { name: 'Learn More' }).dispatchEvent('click');
    await page.locator('html[data-landing-rendered]').waitFor({ state: 'attached' });
    await expect(
      page.getByRole('heading', { name: 'Everything you need to run your jobs' }),
    ).toBeInViewport();
  });
});
