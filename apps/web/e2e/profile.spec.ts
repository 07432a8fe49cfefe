import type { Page } from '@playwright/test';
import {
  DEMO_URL,
  expect,
  REGULAR_URL,
  signInAsDemo,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

// The business profile (spec §2 /app/profile): view and edit modes, the picture, saving with its
// 1 s delay and banner, and (signed in) the copy on the server that follows the owner.

const TESTER_EMAIL = 'tester@example.com';
// A 2x2 red PNG: any image type may be picked; the app stores it scaled, as a JPEG data URL.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function openAsTester(page: Page): Promise<void> {
  await page.addInitScript((email) => {
    localStorage.setItem('jobtrack_waitlist_emails', JSON.stringify([email]));
  }, TESTER_EMAIL);
  await page.goto(`${DEMO_URL}/login`);
  await page.getByLabel('Email').fill(TESTER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('any-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app`);
}

async function openProfile(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
}

const businessHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).first();
const saveButton = (page: Page) =>
  page.getByRole('button', { name: /Save Changes|Saving Profile/ });

test.describe('the business highlights (decision 015)', () => {
  test("the demo account keeps the spec's fixed figures", async ({ page }) => {
    await signInAsDemo(page);
    await openProfile(page);
    await expect(page.getByText('5.0 Rating')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Business highlights' }).getByRole('listitem'),
    ).toHaveText(['150+Customers', '500+Jobs Done', '3Years', '5.0Rating']);
  });

  test('a signed-in owner sees their own counts, in Spanish too', async ({ page, request }) => {
    await signUp(page, uniqueEmail('highlights'));
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const headers = { Authorization: `Bearer ${token}` };
    for (const name of ['Ana', 'Ben', 'Cy']) {
      const created = await request.post(`${REGULAR_URL}/api/customers`, {
        headers,
        data: { name },
      });
      const customer = (await created.json()) as { id: string };
      await request.post(`${REGULAR_URL}/api/jobs`, {
        headers,
        data: { customer_id: customer.id, title: 'Lawn Mowing', status: 'completed' },
      });
    }
    await page.goto(`${REGULAR_URL}/app/profile`);
    const tiles = page.getByRole('list', { name: 'Business highlights' }).getByRole('listitem');
    await expect(tiles).toHaveText(['3Customers', '3Jobs Done', '<1Years']);
    await useLanguage(page, 'es');
    await expect(
      page.getByRole('list', { name: text('es', 'profile.statsLabel') }).getByRole('listitem'),
    ).toHaveText([
      `3${text('es', 'profile.statCustomers')}`,
      `3${text('es', 'profile.statJobsDone')}`,
      `<1${text('es', 'profile.statYears')}`,
    ]);
  });
});

test.describe('waitlist test mode', () => {
  test('view mode shows the spec layout', async ({ page, checkA11y }) => {
    await openAsTester(page);
    await openProfile(page);
    await expect(businessHeading(page)).toHaveText('My Service Business');
    // The tester's own figures (the waitlist sample: 2 customers, 1 job to do), no rating.
    await expect(
      page.getByRole('list', { name: 'Business highlights' }).getByRole('listitem'),
    ).toHaveText(['2Customers', '0Jobs Done', '<1Years']);
    await expect(page.getByText('5.0 Rating')).toHaveCount(0);
    const hours = page.getByRole('region', { name: 'Business Hours' });
    await expect(hours).toContainText('Monday8:00 AM - 5:00 PM');
    await expect(hours).toContainText('SundayClosed');
    await expect(page.getByRole('region', { name: 'Pricing' })).toContainText('Hourly Rate$75/hr');
    await expect(page.getByRole('region', { name: 'Pricing' })).toContainText('Minimum$50');
    await checkA11y();
    await page.getByRole('link', { name: 'App Settings' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
  });

  test('Cancel discards edits; Save shows "Saving Profile..." then the banner; a reload keeps it', async ({
    page,
    checkA11y,
  }) => {
    await openAsTester(page);
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await checkA11y();
    await page.getByLabel('Business Name').fill('Discarded Name');
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(businessHeading(page)).toHaveText('My Service Business');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Business Name')).toHaveValue('My Service Business');
    // Spec §5 messages before anything is saved.
    await page.getByLabel('Business Name').fill('');
    await saveButton(page).click();
    await expect(page.getByText('Business name is required')).toBeVisible();
    await expect(page.getByText('Please select at least one service type')).toBeVisible();

    await page.getByLabel('Business Name').fill('Sparkle Cleaning Co');
    await page.getByLabel('Phone').fill('(555) 444-1212');
    await page.getByLabel('Business Address').fill('77 Bright Lane\nSpringfield');
    await page.getByLabel('Website').fill('https://sparkle.example.com');
    await page.getByLabel('About Your Business').fill('Homes and offices, spotless.');
    await page.getByRole('checkbox', { name: 'House Cleaning' }).check();
    await page.getByRole('checkbox', { name: 'Window Cleaning' }).check();
    await page.getByRole('checkbox', { name: 'Open on Saturday' }).uncheck();
    await page.getByLabel('Monday closing time').fill('18:30');
    await page.getByLabel('Hourly Rate ($)').fill('60');
    await page.locator('input[type="file"][accept="image/*"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'Business profile photo' })).toHaveAttribute(
      'src',
      /^data:image\/jpeg;base64,/,
    );

    // The saving state lasts 1 s (spec §9): checked in the page, in one look, so a slow test
    // machine cannot miss it.
    const sawSaving = page.waitForFunction(() => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('main button')];
      const save = buttons.find((button) => button.textContent === 'Saving Profile...');
      const cancels = buttons.filter((button) => button.textContent === 'Cancel');
      return (
        save !== undefined &&
        save.disabled &&
        save.querySelector('.animate-spin') !== null &&
        cancels.length === 2 &&
        cancels.every((button) => button.disabled)
      );
    });
    await saveButton(page).click();
    await sawSaving;
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(businessHeading(page)).toHaveText('Sparkle Cleaning Co');
    await checkA11y();

    await page.reload();
    await expect(businessHeading(page)).toHaveText('Sparkle Cleaning Co');
    await expect(page.getByRole('img', { name: 'Business profile photo' })).toBeVisible();
    await expect(page.getByRole('link', { name: '(555) 444-1212' })).toHaveAttribute(
      'href',
      'tel:5554441212',
    );
    await expect(page.getByRole('link', { name: /sparkle\.example\.com/ })).toHaveAttribute(
      'href',
      'https://sparkle.example.com/',
    );
    await expect(page.getByRole('region', { name: 'About' })).toContainText(
      'Homes and offices, spotless.',
    );
    await expect(
      page.getByRole('region', { name: 'Services Offered' }).getByRole('listitem'),
    ).toHaveText(['House Cleaning', 'Window Cleaning']);
    const hours = page.getByRole('region', { name: 'Business Hours' });
    await expect(hours).toContainText('Monday8:00 AM - 6:30 PM');
    await expect(hours).toContainText('SaturdayClosed');
    await expect(page.getByRole('region', { name: 'Pricing' })).toContainText('$60/hr');
  });
});

test.describe('signed in', () => {
  test('the profile follows the owner to a fresh browser', async ({ page, browser }) => {
    const email = uniqueEmail('profile');
    await signUp(page, email);
    await openProfile(page);
    await expect(businessHeading(page)).toHaveText('Not set');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Business Name').fill('Rivera Roofing');
    await page.getByLabel('Phone').fill('(555) 303-0303');
    await page.getByLabel('Business Address').fill('3 Slate St');
    await page.getByRole('checkbox', { name: 'Roofing' }).check();
    await saveButton(page).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`${REGULAR_URL}/login`);
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password', { exact: true }).fill('secret-123');
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other).toHaveURL(`${REGULAR_URL}/app`);
    await other.goto(`${REGULAR_URL}/app/profile`);
    await expect(businessHeading(other)).toHaveText('Rivera Roofing');
    await expect(other.getByRole('region', { name: 'Services Offered' })).toContainText('Roofing');
    await fresh.close();
  });
});
