import { format, subDays } from 'date-fns';
import {
  openAddForm,
  openAsTester,
  openCustomerList,
  submitCustomerForm,
  type SeedCustomer,
  type SeedJob,
} from './customers-helpers.ts';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';

// The customer detail (spec §2): tiles, information, job history, quick actions, stats, edit mode,
// delete, and the missing customer, against known data.

const SINCE = '2023-11-05T12:00:00.000Z';
const JO: SeedCustomer = {
  id: 'customer-jo',
  name: 'Jo Baker',
  phone: '(555) 222-3333',
  address: '7 Bread Street, Riverside',
  serviceType: 'Handyman Services',
  createdDate: SINCE,
};
const JO_JOBS: SeedJob[] = [
  {
    id: 'job-march',
    customerId: JO.id,
    serviceType: 'Painting',
    scheduledDate: '2024-03-01',
    price: 100,
    status: 'completed',
    paid: true,
  },
  {
    id: 'job-may',
    customerId: JO.id,
    serviceType: 'Deep Clean',
    scheduledDate: '2024-05-10',
    price: 250.5,
    status: 'completed',
    paid: false,
  },
  {
    id: 'job-april',
    customerId: JO.id,
    serviceType: 'Window Cleaning',
    scheduledDate: '2024-04-15',
    price: 80,
    status: 'scheduled',
    paid: false,
  },
];

test.describe('the customer detail', () => {
  test('tiles, information, job history and stats of known data', async ({ page, checkA11y }) => {
    test.slow(); // two full-page axe runs (light and dark)
    await openAsTester(page, { customers: [JO], jobs: JO_JOBS });
    await page.goto(`${DEMO_URL}/app/customers/${JO.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Jo Baker' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Handyman Services');

    await expect(
      page.getByRole('list', { name: 'Customer summary' }).getByRole('listitem'),
    ).toHaveText([/Total Jobs\s*3/, /Completed\s*2/, /Unpaid\s*\$330\.50/, /Earned\s*\$100\.00/]);

    await expect(page.getByRole('link', { name: '(555) 222-3333' })).toHaveAttribute(
      'href',
      'tel:5552223333',
    );
    await expect(page.getByText('7 Bread Street, Riverside')).toBeVisible();
    await expect(page.getByText('Nov 5, 2023')).toBeVisible();

    const history = page.getByRole('list', { name: 'Job History' }).getByRole('link');
    await expect(history).toHaveText([
      /Deep Clean\s*May 10, 2024\s*\$250\.50\s*Completed/,
      /Window Cleaning\s*Apr 15, 2024\s*\$80\.00\s*Scheduled/,
      /Painting\s*Mar 1, 2024\s*\$100\.00\s*Completed/,
    ]);
    await expect(history.first()).toHaveAttribute('href', '/app/jobs/job-may');

    const balance = page.getByRole('region', { name: 'Outstanding Balance' });
    // Spec §3: every unpaid job, the scheduled $80 one too.
    await expect(balance).toContainText('$330.50');
    await expect(balance.getByRole('link', { name: 'View Payments' })).toHaveAttribute(
      'href',
      '/app/payments',
    );

    await expect(page.getByLabel('Customer Stats').locator('div')).toHaveText([
      /Total jobs\s*3/,
      /Completed\s*2/,
      /Total earned\s*\$100\.00/,
      /Average job\s*\$175\.25/,
    ]);

    for (const link of await page.getByRole('link', { name: 'Schedule Job' }).all()) {
      await expect(link).toHaveAttribute('href', `/app/jobs/new?customerId=${JO.id}`);
    }
    await expect(page.getByRole('link', { name: 'Call Customer' })).toHaveAttribute(
      'href',
      'tel:5552223333',
    );
    await checkA11y();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await checkA11y();

    await history.first().click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/job-may`);
  });

  test('demo customers: the tiles and stats of the sample data, unpaid jobs in the balance', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await openCustomerList(page);
    await page.getByRole('link', { name: /^Mike Chen/ }).click();
    const tiles = page.getByRole('list', { name: 'Customer summary' }).getByRole('listitem');
    await expect(tiles).toHaveText([
      /Total Jobs\s*1/,
      /Completed\s*1/,
      /Unpaid\s*\$175\.00/,
      /Earned\s*\$0\.00/,
    ]);
    await expect(page.getByRole('region', { name: 'Outstanding Balance' })).toContainText(
      '$175.00',
    );
    await expect(page.getByText(format(subDays(new Date(), 75), 'MMM d, yyyy'))).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: /^Sarah Johnson/ }).click();
    await expect(tiles).toHaveText([
      /Total Jobs\s*2/,
      /Completed\s*1/,
      /Unpaid\s*\$120\.00/,
      /Earned\s*\$80\.00/,
    ]);
    // The Hedge Trimming job is scheduled and not paid yet (spec §3: paid = false).
    await expect(page.getByRole('region', { name: 'Outstanding Balance' })).toContainText(
      '$120.00',
    );
    await expect(page.getByLabel('Customer Stats').locator('div')).toHaveText([
      /Total jobs\s*2/,
      /Completed\s*1/,
      /Total earned\s*\$80\.00/,
      /Average job\s*\$80\.00/,
    ]);
    // NOTE: spec §2 — built-in demo customers have no Delete button.
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('edit mode: Cancel restores the saved values; Save keeps the trimmed new ones', async ({
    page,
    checkA11y,
  }) => {
    test.slow(); // a long flow: edit, cancel, edit again, refuse, save
    await signInAsDemo(page);
    await openCustomerList(page);
    await page.getByRole('link', { name: /^Sarah Johnson/ }).click();
    await page.getByRole('button', { name: 'Edit' }).click();

    const name = page.getByLabel('Customer Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Sarah Johnson');
    await expect(page.getByLabel('Service Type')).toHaveValue('Lawn Mowing');
    await checkA11y();
    await name.fill('Someone Else');
    await page.getByLabel('Phone Number').fill('5559990000');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(555) 999-0000');
    await page.getByLabel('Service Type').selectOption('Roofing');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Sarah Johnson' })).toBeVisible();
    await expect(page.getByRole('link', { name: '(555) 123-4567' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(name).toHaveValue('Sarah Johnson');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(555) 123-4567');
    await expect(page.getByLabel('Service Type')).toHaveValue('Lawn Mowing');

    await name.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Customer name is required')).toBeVisible();
    await name.fill('  Sarah J. Johnson  ');
    await page.getByLabel('Service Address').fill('5 New Road');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sarah J. Johnson' })).toBeVisible();
    await expect(page.getByText('5 New Road')).toBeVisible();
    await expect(page.getByLabel('Customer Name')).toHaveCount(0);
  });

  test('in demo mode a new customer can be deleted, after confirming', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await openAddForm(page);
    await submitCustomerForm(page, {
      name: 'Short Lived',
      phone: '5554443333',
      address: '2 Gone Street',
      serviceType: 'Other',
    });
    await page.getByRole('link', { name: /^Short Lived/ }).click();
    await expect(page).toHaveURL(/\/app\/customers\/customer-/);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete customer?' });
    await expect(dialog).toContainText('"Short Lived" and all of their jobs will be deleted.');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Short Lived' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete Customer' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
    await expect(page.getByRole('link', { name: /^Short Lived/ })).toHaveCount(0);
    await expect(page.getByText('4 customers')).toBeVisible();
  });

  test('the QR code button opens a dialog titled with the customer', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/customers/demo-customer-3`);
    await page.getByRole('button', { name: 'QR Code', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Emily Rodriguez' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Show QR Code' }).click();
    await expect(dialog).toBeVisible();
  });

  test("a missing customer shows 'Customer not found' with a way back", async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/customers/customer-does-not-exist`);
    await expect(page.getByText('Customer not found')).toBeVisible();
    await checkA11y();
    await page.getByRole('link', { name: 'Back to Customers' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
  });
});
