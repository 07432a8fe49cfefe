import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_URL,
  expect,
  REGULAR_URL,
  signInAsDemo,
  signOut,
  signUp,
  test,
  uniqueEmail,
} from './fixtures.ts';

const THIRTY_ONE_DAYS_MS = 31 * 24 * 60 * 60 * 1000;

test.describe('route guards', () => {
  test('a protected page sends a visitor to /login, and back there after signing in', async ({
    page,
  }) => {
    await page.goto(`${DEMO_URL}/app/customers`);
    await expect(page).toHaveURL(`${DEMO_URL}/login`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers`);
  });

  test('the top-level aliases and QR targets are guarded too', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/customers/new',
      '/jobs',
      '/customer/customer-1',
      '/job/job-1',
    ]) {
      await page.goto(`${DEMO_URL}${path}`);
      await expect(page).toHaveURL(`${DEMO_URL}/login`);
    }
  });

  test('a signed-in user is sent away from /login', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/login`);
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
  });

  test('every screen resolves at /app and at the top level', async ({ page }) => {
    await signInAsDemo(page);
    const screens: Array<[string, string]> = [
      ['/app/dashboard', 'Dashboard'],
      ['/app/customers', 'Customers'],
      ['/app/customers/new', 'Add Customer'],
      ['/app/jobs', 'Jobs'],
      ['/app/jobs/new', 'Schedule Job'],
      ['/app/payments', 'Payments'],
      ['/app/scan', 'Scan QR Code'],
      ['/app/settings', 'Settings'],
      ['/app/qr-demo', 'QR Demo'],
      ['/app/profile', 'Profile'],
      ['/payments', 'Payments'],
      ['/settings', 'Settings'],
    ];
    for (const [path, title] of screens) {
      await page.goto(`${DEMO_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test("an unknown route shows 'Unexpected Application Error!'", async ({ page, checkA11y }) => {
    await page.goto(`${DEMO_URL}/no-such-page`);
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await checkA11y();
  });

  test('/signup does not exist in demo mode', async ({ page }) => {
    await page.goto(`${DEMO_URL}/signup`);
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await page.goto(`${DEMO_URL}/login`);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  });
});

test.describe('sign-in in demo mode', () => {
  test('auto-fill puts the demo credentials in the form and signs in', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${DEMO_URL}/login`);
    await checkA11y();
    await page.getByRole('button', { name: 'Auto-fill demo credentials' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_EMAIL);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await checkA11y();
  });

  test('the show/hide toggle reveals the password', async ({ page }) => {
    await page.goto(`${DEMO_URL}/login`);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('unknown e-mail and wrong password give the local messages', async ({ page }) => {
    await page.goto(`${DEMO_URL}/login`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('No account found with this email address.')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  });

  test('sign-in validation messages in English, clearing as the field is edited', async ({
    page,
  }) => {
    await page.goto(`${DEMO_URL}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
  });

  test('sign-in validation messages in Spanish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('jobtrack_language', 'es'));
    await page.goto(`${DEMO_URL}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('x@');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Introduce un correo electrónico válido')).toBeVisible();
  });
});

test.describe('regular mode against the server', () => {
  test('sign-up, sign-out and sign-in again', async ({ page, checkA11y, consoleErrors }) => {
    consoleErrors.allow(/401/);
    const email = uniqueEmail('signup');
    await page.goto(`${REGULAR_URL}/signup`);
    // The sign-up page is not prerendered: axe looks at it once the app has drawn it.
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await checkA11y();
    await signUp(page, email);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    await signOut(page);
    await expect(page).toHaveURL(`${REGULAR_URL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${REGULAR_URL}/app`);
  });

  test('a taken e-mail is refused, whatever its case', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/409/);
    const email = uniqueEmail('taken');
    await signUp(page, email);
    await signOut(page);
    await expect(page).toHaveURL(`${REGULAR_URL}/login`);
    await page.goto(`${REGULAR_URL}/signup`);
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('secret-456');
    await page.getByLabel('Confirm password').fill('secret-456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  });

  test('a common password is refused at sign-up with a clear message, in English and Spanish', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/400/);
    const attempt = async (password: string) => {
      await page.getByLabel(/^(Full name|Nombre completo)$/).fill('Pat Common');
      await page.getByLabel(/^(Email|Correo electrónico)$/).fill(uniqueEmail('common'));
      await page.getByLabel(/^(Password|Contraseña)$/).fill(password);
      await page.getByLabel(/^(Confirm password|Confirmar contraseña)$/).fill(password);
      await page.getByRole('button', { name: /^(Create Account|Crear cuenta)$/ }).click();
    };
    await page.goto(`${REGULAR_URL}/signup`);
    await attempt('Password1');
    await expect(
      page.getByText('This password is too common. Please choose a less common one.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${REGULAR_URL}/signup`);

    await page.evaluate(() => localStorage.setItem('jobtrack_language', 'es'));
    await page.reload();
    await attempt('iloveyou');
    await expect(
      page.getByText('Esta contraseña es demasiado común. Elige una menos común.'),
    ).toBeVisible();
  });

  test('sign-up validation messages', async ({ page }) => {
    await page.goto(`${REGULAR_URL}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('54321');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('sign-up validation messages in Spanish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('jobtrack_language', 'es'));
    await page.goto(`${REGULAR_URL}/signup`);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El nombre completo es obligatorio')).toBeVisible();
    await expect(page.getByText('Confirma tu contraseña')).toBeVisible();
  });
});

test.describe('sessions', () => {
  test('a session survives a reload and expires after 30 days', async ({ page }) => {
    await signInAsDemo(page);
    await page.reload();
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    await page.clock.install({ time: new Date(Date.now() + THIRTY_ONE_DAYS_MS) });
    await page.reload();
    await expect(page).toHaveURL(`${DEMO_URL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('jobtrack_session'))).toBeNull();
  });

  test('theme and language choices survive a reload', async ({ page }) => {
    await signInAsDemo(page);
    const html = page.locator('html');
    const wasDark = (await html.getAttribute('class'))?.includes('dark') ?? false;
    await page
      .getByRole('button', { name: wasDark ? 'Switch to light theme' : 'Switch to dark theme' })
      .click();
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
    await expect(html).toHaveAttribute('lang', 'es');
    if (wasDark) await expect(html).not.toHaveClass(/dark/);
    else await expect(html).toHaveClass(/dark/);
  });

  test('a Spanish browser gets Spanish by default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(`${DEMO_URL}/login`);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await context.close();
  });
});
