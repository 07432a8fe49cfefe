import type { Language } from '@jobtrack/core';
import type { ApiErrorBody } from '@jobtrack/core/wire';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';

// NOTE: the server's answers are stood in for by their contract (core wire ApiErrorBody); the
// same failure against the real server is the browser test e2e/auth-errors.spec.ts.
const answer = (status: number, body: ApiErrorBody | string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
      ),
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

const TEXT = {
  en: { email: 'Email', password: 'Password', signIn: 'Sign In' },
  es: { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión' },
} as const;

async function signIn(language: Language) {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { language, route: '/login' });
  const text = TEXT[language];
  await user.type(screen.getByLabelText(text.email), 'owner@example.com');
  await user.type(screen.getByLabelText(text.password), 'wrong-password');
  await user.click(screen.getByRole('button', { name: text.signIn }));
  return (await screen.findByRole('alert')).textContent;
}

describe('sign-in failures read in the UI language, never the server text', () => {
  const locked: ApiErrorBody = {
    success: false,
    error: 'Too many failed sign-in attempts. Please try again later.',
    code: 'account_locked',
    retry_after_seconds: 600,
  };

  it('a locked account says how long to wait, in English', async () => {
    answer(429, locked);
    expect(await signIn('en')).toBe(
      'Too many failed sign-in attempts. Please try again in 10 minutes.',
    );
  });

  it('a locked account says how long to wait, in Spanish', async () => {
    answer(429, locked);
    expect(await signIn('es')).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 10 minutos.',
    );
  });

  it('a wrong password, in Spanish', async () => {
    answer(401, {
      success: false,
      error: 'Invalid email or password',
      code: 'invalid_credentials',
    });
    expect(await signIn('es')).toBe('Correo electrónico o contraseña no válidos');
  });

  it.each([
    ['a 5xx', () => answer(500, { success: false, error: 'boom', code: 'server_error' })],
    ['a gateway page', () => answer(502, '<html>Bad Gateway</html>')],
    ['an answer that is not JSON', () => answer(200, '<html>Wi-Fi login</html>')],
    ['an answer without a token', () => answer(200, '{"success":true}')],
    [
      'no connection',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
        ),
    ],
  ])('%s gives auth.loginError', async (_, setUp) => {
    setUp();
    expect(await signIn('en')).toBe('An error occurred during login. Please try again.');
  });

  it('no connection gives auth.loginError in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await signIn('es')).toBe('Se produjo un error al iniciar sesión. Inténtalo de nuevo.');
  });
});

describe('sign-up failures', () => {
  async function signUp(language: Language) {
    renderWithProviders(<SignupPage />, { language, route: '/signup' });
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    if (language === 'es') {
      fill('Nombre completo', 'Ana');
      fill('Correo electrónico', 'ana@example.com');
      fill('Contraseña', 'secret1');
      fill('Confirmar contraseña', 'secret1');
      fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    } else {
      fill('Full name', 'Ana');
      fill('Email', 'ana@example.com');
      fill('Password', 'secret1');
      fill('Confirm password', 'secret1');
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    }
    return (await screen.findByRole('alert')).textContent;
  }

  it('an e-mail already taken, in Spanish', async () => {
    answer(409, {
      success: false,
      error: 'An account with this email already exists.',
      code: 'email_taken',
    });
    expect(await signUp('es')).toBe('Ya existe una cuenta con este correo electrónico.');
  });

  it('a refusal without words of its own gives auth.signupError', async () => {
    answer(400, { success: false, error: 'password: Too long', code: 'validation_failed' });
    expect(await signUp('en')).toBe('An error occurred during signup. Please try again.');
  });

  it('a 5xx gives auth.unexpectedError', async () => {
    answer(503, { success: false, error: 'Database down', code: 'unavailable' });
    expect(await signUp('en')).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('stale field errors clear when a field is filled without typing', () => {
  const errors = () => screen.queryAllByText(/is required$/).map((node) => node.textContent);

  it('by the auto-fill button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, {
      route: '/login',
      config: {
        demoMode: true,
        demoCredentials: { email: 'demo@jobtrack.app', password: 'demo123' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(errors()).toEqual(['Email is required', 'Password is required']);
    await user.click(screen.getByRole('button', { name: 'Auto-fill demo credentials' }));
    expect(errors()).toEqual([]);
  });

  it("by the browser's auto-fill (a change event, no key pressed)", async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(errors()).toEqual(['Email is required', 'Password is required']);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    expect(errors()).toEqual(['Password is required']);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    expect(errors()).toEqual([]);
  });
});
