import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// Shared fixtures: the two servers (demo and regular mode), an axe check, and a console
// watch — any console error a test did not say it expects fails the test (docs/architecture.md §7).

const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4310);
export const DEMO_URL = `http://127.0.0.1:${PORT_BASE}`;
export const REGULAR_URL = `http://127.0.0.1:${PORT_BASE + 1}`;
export const DEMO_EMAIL = 'demo@jobtrack.app';
export const DEMO_PASSWORD = 'demo123';

type ConsoleWatch = {
  /** Declares console errors the test expects (e.g. the 401 the browser logs for a failed sign-in). */
  allow(pattern: RegExp): void;
};

type Fixtures = {
  consoleErrors: ConsoleWatch;
  /** Runs axe on the page as it is now; fails on any violation. */
  checkA11y(): Promise<void>;
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = consoleErrorsOf(page);
      const allowed: RegExp[] = [];
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, use) => {
    await use(() => expectNoAxeViolations(page));
  },
});

/**
 * The console errors and uncaught errors of `page` from now on. The `page` fixture's are watched
 * for every test; a test watches another page it opens (a fresh context) with this.
 */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Runs axe on `page` as it is now (checkA11y for another page than the fixture's). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Screens load their code lazily: check the rendered screen, not the shell before it.
  await page.locator('main').first().waitFor({ state: 'attached' });
  await page.locator('h1').first().waitFor({ state: 'attached' });
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

export { expect };

/** Signs in with the demo credentials from /login. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
}

/** Registers a fresh account on the regular-mode server through /signup. */
export async function signUp(page: Page, email: string, password = 'secret-123'): Promise<void> {
  await page.goto(`${REGULAR_URL}/signup`);
  await page.getByLabel('Full name').fill('Sam Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app`);
}

export const uniqueEmail = (label = 'owner') =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Signs out with the header's Sign Out button and confirms in the dialog (issue 13: signing out
 * always asks first). Not for a sign-out with unsent changes, whose dialog asks otherwise.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
}
