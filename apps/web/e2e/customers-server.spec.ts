import { bearer, openAddForm, serverCustomers, submitCustomerForm } from './customers-helpers.ts';
import { expect, REGULAR_URL, signUp, test, uniqueEmail } from './fixtures.ts';

// The customers screens signed in against the server (regular mode, spec §4 optimistic writes):
// what the owner does lands in the database, and no other account can see it.

const PASSWORD = 'secret-123';

test('add, edit and delete a customer; the server holds it and another account cannot see it', async ({
  page,
  checkA11y,
}) => {
  const owner = uniqueEmail('customers');
  await signUp(page, owner, PASSWORD);
  await openAddForm(page);
  await submitCustomerForm(page, {
    name: ' Server Sam ',
    phone: '5553217654',
    address: ' 10 Cloud Court ',
    serviceType: 'Electrical',
  });
  await expect(page.getByText('Customer "Server Sam" added successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${REGULAR_URL}/app/customers`);
  await checkA11y();

  const ownerHeaders = await bearer(page);
  await expect
    .poll(async () => (await serverCustomers(page.request, ownerHeaders)).map((c) => c.name))
    .toEqual(['Server Sam']);
  const [saved] = await serverCustomers(page.request, ownerHeaders);
  expect(saved).toMatchObject({
    name: 'Server Sam',
    phone: '(555) 321-7654',
    address: '10 Cloud Court',
  });
  const id = saved!.id;
  expect(id.startsWith('customer-')).toBe(true);

  // Edit, then check the database.
  await page.getByRole('link', { name: /Server Sam/ }).click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app/customers/${id}`);
  await expect(
    page.getByRole('list', { name: 'Customer summary' }).getByRole('listitem'),
  ).toHaveText([/Total Jobs\s*0/, /Completed\s*0/, /Unpaid\s*\$0\.00/, /Earned\s*\$0\.00/]);
  await checkA11y();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Service Type')).toHaveValue('Electrical');
  await page.getByLabel('Service Address').fill('11 Cloud Court');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('11 Cloud Court')).toBeVisible();
  await expect
    .poll(async () => (await serverCustomers(page.request, ownerHeaders))[0]?.address)
    .toBe('11 Cloud Court');

  // A second account sees none of it, on screen or through the API.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signUp(page, uniqueEmail('other'), PASSWORD);
  const otherHeaders = await bearer(page);
  expect(await serverCustomers(page.request, otherHeaders)).toEqual([]);
  const byId = await page.request.get(`${REGULAR_URL}/api/customers/${id}`, {
    headers: otherHeaders,
  });
  expect(byId.status()).toBe(404);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page.getByText('No customers yet')).toBeVisible();
  await page.goto(`${REGULAR_URL}/app/customers/${id}`);
  await expect(page.getByText('Customer not found')).toBeVisible();

  // Back as the owner: delete, confirmed, and gone from the database.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByLabel('Email').fill(owner);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.goto(`${REGULAR_URL}/app/customers/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Server Sam' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete customer?' })
    .getByRole('button', { name: 'Delete Customer' })
    .click();
  await expect(page).toHaveURL(`${REGULAR_URL}/app/customers`);
  await expect(page.getByText('No customers yet')).toBeVisible();
  expect(await serverCustomers(page.request, await bearer(page))).toEqual([]);
});

test('the add form shows every required message in signed-in mode too', async ({ page }) => {
  await signUp(page, uniqueEmail('form'), PASSWORD);
  await openAddForm(page);
  await page.getByRole('button', { name: 'Add Customer' }).click();
  for (const message of [
    'Customer name is required',
    'Phone number is required',
    'Address is required',
    'Service type is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
});
