// What the Spanish UI says (issue 10, decision 016): the server's failures in Spanish, Spanish
// dates and service types, the translated error screen, and errors cleared by auto-fill.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, expect, REGULAR_URL, test, uniqueEmail } from './fixtures.ts';

const inSpanish = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('jobtrack_language', 'es'));

test.describe('the Spanish UI', () => {
  test('a wrong password against the server reads in Spanish', async ({
    page,
    consoleErrors,
    checkA11y,
  }) => {
    consoleErrors.allow(/401/);
    const email = uniqueEmail('es-login');
    const registered = await page.request.post(`${REGULAR_URL}/api/auth/register`, {
      data: { name: 'Lucía Pérez', email, password: 'secret-123' },
    });
    expect(registered.status()).toBe(201);

    await inSpanish(page);
    await page.goto(`${REGULAR_URL}/login`);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    const answer = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The server answers in English with its code; the user reads the Spanish text.
    expect(await (await answer).json()).toMatchObject({ code: 'invalid_credentials' });
    await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña no válidos');
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
    await checkA11y();
  });

  test('the error screen is translated', async ({ page }) => {
    await inSpanish(page);
    await page.goto(`${DEMO_URL}/no-such-page`);
    await expect(
      page.getByRole('heading', { name: '¡Error inesperado de la aplicación!' }),
    ).toBeVisible();
    await expect(page.getByText('404 No encontrado')).toBeVisible();
  });

  test('jobs show Spanish dates, US-dollar amounts and translated service types', async ({
    page,
  }) => {
    await inSpanish(page);
    await page.goto(`${DEMO_URL}/login`);
    await page.getByRole('button', { name: 'Rellenar credenciales de demostración' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app`);
    await page.goto(`${DEMO_URL}/app/jobs`);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    // Each card's date and price, as their own texts.
    await expect(
      cards.getByText(/^\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic) \d{4}$/),
    ).toHaveCount(count);
    await expect(cards.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)).toHaveCount(count);
    const all = (await cards.allTextContents()).join('\n');
    expect(all).not.toMatch(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/);
    expect(all).toContain('Corte de césped');
    expect(all).not.toContain('Lawn Mowing');
  });

  test('stale field errors clear when the fields are filled without typing', async ({ page }) => {
    await inSpanish(page);
    await page.goto(`${DEMO_URL}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    // fill() sets the value and fires input/change with no key events, like a browser auto-fill.
    await page.getByLabel('Correo electrónico').fill('demo@jobtrack.app');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByText('El correo electrónico es obligatorio')).toHaveCount(0);
    await expect(page.getByText('La contraseña es obligatoria')).toHaveCount(0);

    await page.getByLabel('Correo electrónico').fill('');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await page.getByRole('button', { name: 'Rellenar credenciales de demostración' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toHaveCount(0);
  });
});
