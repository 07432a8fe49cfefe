import { format, subDays } from 'date-fns';
import {
  cardNames,
  manyCustomers,
  openAddForm,
  openAsTester,
  pageListEntries,
  submitCustomerForm,
  type SeedCustomer,
  type SeedJob,
} from './customers-helpers.ts';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';

// The customers screens (spec §2, §5, §8) in demo mode and as a waitlisted tester (local mode).
// Demo data lives in memory, so demo tests move by clicking, never by reloading.

const REQUIRED_EN = [
  'Customer name is required',
  'Phone number is required',
  'Address is required',
  'Service type is required',
];

test.describe('the add-customer form', () => {
  test('names every rule of spec §5 and clears an error as its field is edited', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await openAddForm(page);
    await checkA11y();
    const submit = page.getByRole('button', { name: 'Add Customer' });

    await submit.click();
    for (const message of REQUIRED_EN) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('Customer Name')).toBeFocused();
    await checkA11y();

    // Blank after trimming is still missing.
    await page.getByLabel('Customer Name').fill('   ');
    await expect(page.getByText('Customer name is required')).toHaveCount(0);
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await submit.click();
    await expect(page.getByText('Customer name is required')).toBeVisible();

    await page.getByLabel('Customer Name').fill('Ana Lopez');
    await page.getByLabel('Phone Number').pressSequentially('555CALL');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(555CALL');
    await expect(page.getByText('Phone number is required')).toHaveCount(0);
    await page.getByLabel('Service Type').selectOption('Plumbing');
    await expect(page.getByText('Service type is required')).toHaveCount(0);
    await expect(page.getByText('Address is required')).toBeVisible();

    await submit.click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toBeFocused();
    await expect(page.getByText('Address is required')).toBeVisible();
    await expect(page.getByText('Customer name is required')).toHaveCount(0);

    await page.getByLabel('Phone Number').fill('5551234567');
    await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers/new`);
  });

  test('speaks Spanish', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Clientes' })
      .click();
    await page.getByRole('main').getByRole('link', { name: 'Añadir cliente' }).click();
    await page.getByRole('button', { name: 'Añadir cliente' }).click();
    for (const message of [
      'El nombre del cliente es obligatorio',
      'El número de teléfono es obligatorio',
      'La dirección es obligatoria',
      'El tipo de servicio es obligatorio',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Número de teléfono').fill('555-LLAMA');
    await page.getByRole('button', { name: 'Añadir cliente' }).click();
    await expect(page.getByText('Introduce un número de teléfono válido')).toBeVisible();
    await checkA11y();
  });

  test('formats the phone as (555) 123-4567 while typing, 10 digits at most', async ({ page }) => {
    await signInAsDemo(page);
    await openAddForm(page);
    const phone = page.getByLabel('Phone Number');
    const shown = [
      '(5',
      '(55',
      '(555',
      '(555) 1',
      '(555) 12',
      '(555) 123',
      '(555) 123-4',
      '(555) 123-45',
      '(555) 123-456',
      '(555) 123-4567',
    ];
    for (const [index, digit] of [...'5551234567'].entries()) {
      await phone.press(digit);
      await expect(phone).toHaveValue(shown[index]!);
    }
    await phone.press('8');
    await expect(phone).toHaveValue('(555) 123-4567');
    await phone.press('Backspace');
    await expect(phone).toHaveValue('(555) 123-456');

    await phone.fill('5551234567');
    await expect(phone).toHaveValue('(555) 123-4567');
    await phone.fill('555.987.6543');
    await expect(phone).toHaveValue('(555) 987-6543');
  });

  test('Cancel goes back to where the owner came from', async ({ page }) => {
    await signInAsDemo(page);
    await openAddForm(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
  });
});

test.describe('adding a customer', () => {
  test('returns to the list with the success banner, which leaves after 5 s', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await openAddForm(page);
    await submitCustomerForm(page, {
      name: '  Ana Lopez  ',
      phone: '5559876543',
      address: ' 9 Birch Lane ',
      serviceType: 'Pool Maintenance',
    });
    const banner = page.getByText('Customer "Ana Lopez" added successfully!');
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
    await checkA11y();
    const card = page.getByRole('link', { name: /Ana Lopez/ });
    await expect(card).toContainText('(555) 987-6543');
    await expect(card).toContainText('9 Birch Lane');
    await expect(card).toContainText('Pool Maintenance');
    await expect(page.getByText('5 customers')).toBeVisible();

    await page.waitForTimeout(4000);
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 2500 });
  });

  test('as a tester: kept in the browser, and a reload does not bring the banner back', async ({
    page,
  }) => {
    await openAsTester(page);
    await openAddForm(page);
    await submitCustomerForm(page, {
      name: 'Reload Rita',
      phone: '5550001111',
      address: '1 Reload Road',
      serviceType: 'Roofing',
    });
    await expect(page.getByText('Customer "Reload Rita" added successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: /Reload Rita/ })).toBeVisible();
    await expect(page.getByText('Customer "Reload Rita" added successfully!')).toHaveCount(0);
    // The two sample customers of waitlist mode, and the new one.
    await expect(page.getByText('3 customers')).toBeVisible();
  });
});

test.describe('the customers list', () => {
  test('30 customers: 12 per page, every page listed, the Showing text on each', async ({
    page,
    checkA11y,
  }) => {
    await openAsTester(page, { customers: manyCustomers(30) });
    await page.goto(`${DEMO_URL}/app/customers`);
    await expect(page.getByText('30 customers')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(12);
    await expect(cardNames(page).first()).toHaveText('Customer 001');
    await expect(page.getByText('Showing 1 to 12 of 30 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '2', '3']);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await checkA11y();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText('Showing 13 to 24 of 30 results')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cardNames(page).first()).toHaveText('Customer 013');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 25 to 30 of 30 results')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(6);
    await expect(cardNames(page).last()).toHaveText('Customer 030');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 13 to 24 of 30 results')).toBeVisible();
  });

  test('100 customers: first, last, neighbours and ellipses; the page survives a visit', async ({
    page,
  }) => {
    await openAsTester(page, { customers: manyCustomers(100) });
    await page.goto(`${DEMO_URL}/app/customers`);
    await expect(page.getByText('Showing 1 to 12 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '2', '…', '9']);

    await page.getByRole('button', { name: 'Page 9' }).click();
    await expect(page.getByText('Showing 97 to 100 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '…', '8', '9']);

    await page.getByRole('button', { name: 'Page 8' }).click();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 61 to 72 of 100 results')).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 49 to 60 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '…', '4', '5', '6', '…', '9']);

    await page.getByRole('button', { name: 'Page 4' }).click();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 25 to 36 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '2', '3', '4', '…', '9']);

    // Opening a customer and coming back keeps the page.
    await page.getByRole('link', { name: /Customer 030/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Customer 030' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Showing 25 to 36 of 100 results')).toBeVisible();
  });

  test('searches name, phone and address, whatever the case', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Customers' })
      .click();
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await expect(cardNames(page)).toHaveText([
      'Sarah Johnson',
      'Mike Chen',
      'Emily Rodriguez',
      'David Thompson',
    ]);
    await expect(page.getByText('4 customers')).toBeVisible();

    await search.fill('sARAH');
    await expect(cardNames(page)).toHaveText(['Sarah Johnson']);
    await expect(page.getByText('1 of 4 customers match')).toBeVisible();
    await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

    await search.fill('234-5678');
    await expect(cardNames(page)).toHaveText(['Mike Chen']);

    await search.fill('PINE road');
    await expect(cardNames(page)).toHaveText(['Emily Rodriguez']);

    await search.fill('springfield');
    await expect(cardNames(page)).toHaveCount(3);

    // The service type is not searched (spec §5).
    await search.fill('gutter');
    await expect(page.getByText('No customers match "gutter"')).toBeVisible();
    await checkA11y();

    await search.fill('');
    await expect(cardNames(page)).toHaveCount(4);
  });

  test('a card shows name, phone, address, service type, and the unpaid amount when owed', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Customers' })
      .click();
    const mike = page.getByRole('link', { name: /Mike Chen/ });
    await expect(mike).toContainText('(555) 234-5678');
    await expect(mike).toContainText('456 Maple Avenue, Springfield');
    await expect(mike).toContainText('Gutter Cleaning');
    await expect(mike).toContainText('$175.00 unpaid');
    await expect(page.getByRole('link', { name: /Sarah Johnson/ })).not.toContainText('unpaid');
    await mike.click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers/demo-customer-2`);
  });
});

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
    await openAsTester(page, { customers: [JO], jobs: JO_JOBS });
    await page.goto(`${DEMO_URL}/app/customers/${JO.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Jo Baker' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Handyman Services');

    await expect(
      page.getByRole('list', { name: 'Customer summary' }).getByRole('listitem'),
    ).toHaveText([/Total Jobs\s*3/, /Completed\s*2/, /Unpaid\s*\$250\.50/, /Earned\s*\$100\.00/]);

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
    await expect(balance).toContainText('$250.50');
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

  test('demo customers: the tiles and stats of the sample data, no Outstanding Balance when nothing is owed', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await page.getByRole('link', { name: /Mike Chen/ }).click();
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
    await page.getByRole('link', { name: /Sarah Johnson/ }).click();
    await expect(tiles).toHaveText([
      /Total Jobs\s*2/,
      /Completed\s*1/,
      /Unpaid\s*\$0\.00/,
      /Earned\s*\$80\.00/,
    ]);
    await expect(page.getByRole('region', { name: 'Outstanding Balance' })).toHaveCount(0);
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
    await signInAsDemo(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await page.getByRole('link', { name: /Sarah Johnson/ }).click();
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
    await page.getByRole('link', { name: /Short Lived/ }).click();
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
    await expect(page.getByRole('link', { name: /Short Lived/ })).toHaveCount(0);
    await expect(page.getByText('4 customers')).toBeVisible();
  });

  test('the QR code button opens a dialog titled with the customer', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/customers/demo-customer-3`);
    await page.getByRole('button', { name: 'QR Code' }).click();
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
