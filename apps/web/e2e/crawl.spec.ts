import type { Page } from '@playwright/test';
import { addDays } from 'date-fns';
import { bell, openPanel } from './dashboard-helpers.ts';
import {
  DEMO_URL,
  REGULAR_URL,
  expect,
  signInAsDemo,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { authToken, createCustomer, createJob, isoDay } from './jobs-helpers.ts';

// Issue 11: every screen, in demo mode and signed in against the server, loads with no
// Content-Security-Policy violation (the policy is the server's: script-src 'self', no
// 'unsafe-eval') and no console error (the fixture's console watch fails the test on any).
// Each screen is a full page load, so whatever runs once per load (zod's eval probe did) is seen
// on every one.

type Violation = { directive: string; blocked: string; page: string; sample: string };

/** Collects every CSP violation of every page the tab loads, reported by the page itself. */
async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (
        window as unknown as { __reportCspViolation(violation: Violation): Promise<void> }
      ).__reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
        sample: event.sample,
      });
    });
  });
  // The browser also logs each violation; the fixture fails on console errors, this names them.
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      violations.push({
        directive: 'console',
        blocked: '',
        page: page.url(),
        sample: message.text(),
      });
    }
  });
  return violations;
}

/** A screen is shown once its main heading is; then whatever it loads has settled. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settle(page);
}

/** The in-page parts of the signed-in shell: notifications, share dialog, edit forms. */
async function openShellPanels(page: Page, base: string): Promise<void> {
  await visit(page, `${base}/app`);
  await bell(page).click();
  await expect(openPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Share the app' }).click();
  const share = page.getByRole('dialog', { name: 'Share JobTrack' });
  await expect(share.getByRole('img', { name: 'QR code for the JobTrack link' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** A record's detail screen, then its edit form. */
async function visitWithEdit(page: Page, url: string, editHeading: RegExp): Promise<void> {
  await visit(page, url);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: editHeading })).toBeVisible();
}

/** The screens every signed-in owner has, with one customer and one job to open. */
async function crawlApp(
  page: Page,
  base: string,
  ids: { customer: string; job: string },
): Promise<string[]> {
  const screens = [
    '/app',
    '/app/dashboard',
    '/app/customers',
    '/app/customers/new',
    '/app/jobs',
    '/app/jobs/new',
    '/app/payments',
    '/app/calendar',
    '/app/calendar?view=month',
    '/app/settings',
    '/app/profile',
    '/app/scan',
    '/app/qr-demo',
    // The top-level twins of the /app screens (spec §2).
    '/customers',
    '/jobs',
    '/calendar',
  ];
  for (const screen of screens) await visit(page, `${base}${screen}`);
  await visitWithEdit(page, `${base}/app/customers/${ids.customer}`, /Edit/);
  await visitWithEdit(page, `${base}/app/jobs/${ids.job}`, /Edit Job/);
  // The targets of the QR codes open the record.
  await page.goto(`${base}/customer/${ids.customer}`);
  await expect(page).toHaveURL(new RegExp(`/customers/${ids.customer}$`));
  await settle(page);
  await page.goto(`${base}/job/${ids.job}`);
  await expect(page).toHaveURL(new RegExp(`/jobs/${ids.job}$`));
  await settle(page);
  await openShellPanels(page, base);
  return [...screens, 'customer detail + edit', 'job detail + edit', 'QR targets', 'panels'];
}

/** The id at the end of the first link to a record of that kind on the current screen. */
async function firstId(page: Page, kind: 'customers' | 'jobs'): Promise<string> {
  const link = page.locator(`main a[href*="/${kind}/"]:not([href*="/new"])`).first();
  const href = (await link.getAttribute('href')) ?? '';
  const id = decodeURIComponent(href.split('/').pop() ?? '');
  expect(id).not.toBe('');
  return id;
}

test.describe.configure({ timeout: 120_000 });

test('every screen of demo mode loads with no CSP violation and no console error', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await visit(page, `${DEMO_URL}/`);
  await visit(page, `${DEMO_URL}/login`);
  await signInAsDemo(page);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Join the Waitlist' })).toBeVisible();
  await page.keyboard.press('Escape');

  await visit(page, `${DEMO_URL}/app/customers`);
  const customer = await firstId(page, 'customers');
  await visit(page, `${DEMO_URL}/app/jobs`);
  const job = await firstId(page, 'jobs');
  const visited = await crawlApp(page, DEMO_URL, { customer, job });

  expect(visited.length).toBeGreaterThan(15);
  expect(violations).toEqual([]);
});

test('every screen signed in against the server loads with no CSP violation and no console error', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await visit(page, `${REGULAR_URL}/`);
  await visit(page, `${REGULAR_URL}/login`);
  await visit(page, `${REGULAR_URL}/signup`);
  await signUp(page, uniqueEmail('crawl'));
  const token = await authToken(page);
  const customer = await createCustomer(page.request, token, { name: 'Cora Crawl' });
  const job = await createJob(page.request, token, {
    customer_id: customer,
    title: 'Lawn Mowing',
    estimated_cost: 80,
    due_date: isoDay(addDays(new Date(), 1)),
  });
  const visited = await crawlApp(page, REGULAR_URL, { customer, job });

  expect(visited.length).toBeGreaterThan(15);
  expect(violations).toEqual([]);
});
