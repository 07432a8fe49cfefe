import { bearer } from './customers-helpers.ts';
import { expect, REGULAR_URL, signUp, test, uniqueEmail } from './fixtures.ts';

// Issue 24 item 2 (decision 057), on a phone: the owner changes the password in Profile (a
// second device is signed out, this one stays), then deletes the account after typing its
// e-mail; the device keeps nothing of it and the server refuses the old sign-in.

const PASSWORD = 'secret-123';
const NEW_PASSWORD = 'brand-new-456';

test('change password, then delete the account from Profile', async ({ page, checkA11y }) => {
  test.slow(); // a sign-up, a second sign-in, argon2 twice, a deletion
  const email = uniqueEmail('account');
  await signUp(page, email, PASSWORD);
  const other = await page.request.post(`${REGULAR_URL}/api/auth/login`, {
    data: { email, password: PASSWORD },
  });
  const otherToken = ((await other.json()) as { token: string }).token;

  await page.goto(`${REGULAR_URL}/app/profile`);
  const account = page.getByRole('heading', { name: 'Account', exact: true });
  await expect(account).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Password changed. Your other devices were signed out.'),
  ).toBeVisible();
  await checkA11y();

  // The other device is out; this one still reads.
  const otherMe = await page.request.get(`${REGULAR_URL}/api/auth/me`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(otherMe.status()).toBe(401);
  const headers = await bearer(page);
  expect((await page.request.get(`${REGULAR_URL}/api/auth/me`, { headers })).status()).toBe(200);

  // Delete: the button waits for the account's e-mail.
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(
    page.getByRole('link', { name: 'Download a copy of your data first' }),
  ).toBeVisible();
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type your e-mail (${email}) to confirm`).fill('someone@example.com');
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type your e-mail (${email}) to confirm`).fill(email);
  await remove.click();
  await expect(page).toHaveURL(`${REGULAR_URL}/login`);

  // The device keeps nothing of the account; the server knows it no more.
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('jobtrack_session'))).toBeNull();
  const signIn = await page.request.post(`${REGULAR_URL}/api/auth/login`, {
    data: { email, password: NEW_PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});
