import { openAddForm, openAsTester, submitCustomerForm } from './customers-helpers.ts';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';

// The add-customer form and what adding does (spec §2, §5, §8), in demo mode and as a waitlisted
// tester (local mode). Demo data lives in memory, so demo tests move by clicking, not reloading.

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
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
    await page.getByRole('main').getByRole('link', { name: 'Agregar cliente' }).click();
    await page.getByRole('button', { name: 'Agregar cliente' }).click();
    for (const message of [
      'El nombre del cliente es obligatorio',
      'El número de teléfono es obligatorio',
      'La dirección es obligatoria',
      'El tipo de servicio es obligatorio',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Número de teléfono').fill('555-LLAMA');
    await page.getByRole('button', { name: 'Agregar cliente' }).click();
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
  test('returns to the list with the success banner, which leaves after 5 s', async ({ page }) => {
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
    const shownAt = Date.now();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
    const card = page.getByRole('link', { name: /^Ana Lopez/ });
    await expect(card).toContainText('(555) 987-6543');
    await expect(card).toContainText('9 Birch Lane');
    await expect(card).toContainText('Pool Maintenance');
    await expect(page.getByText('5 customers')).toBeVisible();

    // Still there just before 5 s, gone just after (SUCCESS_BANNER_MS, spec §9).
    await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - shownAt)));
    await expect(banner).toBeVisible({ timeout: 100 });
    await expect(banner).toBeHidden({ timeout: 2500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4000);
  });

  test('as a tester: kept in the browser, and a reload does not bring the banner back', async ({
    page,
    checkA11y,
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
    await checkA11y();
    await page.reload();
    await expect(page.getByRole('link', { name: /^Reload Rita/ })).toBeVisible();
    await expect(page.getByText('Customer "Reload Rita" added successfully!')).toHaveCount(0);
    // The two sample customers of waitlist mode, and the new one.
    await expect(page.getByText('3 customers')).toBeVisible();
  });
});
