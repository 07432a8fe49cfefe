import { renderWithProviders } from '#web/test/render.tsx';
import { STORAGE_KEYS } from '@jobtrack/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Outbox from '../api/waitlist-outbox.ts';
import { sendWaitlistOutbox, WAITLIST_OUTBOX_KEY } from '../api/waitlist-outbox.ts';
import { WaitlistInlineForm } from './waitlist-inline-form.tsx';

// The background send is the outbox's (tested against the real server beside it); the form
// stores the join itself.
vi.mock('../api/waitlist-outbox.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Outbox>()),
  sendWaitlistOutbox: vi.fn(),
}));
const send = vi.mocked(sendWaitlistOutbox);

const emailField = () => screen.getByLabelText('Email address');
const submit = () => screen.getByRole('button', { name: 'Join Waitlist & Test Now' });
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('WaitlistInlineForm', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue(0);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for an e-mail, then a valid one, and clears the error as the field is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />);

    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');

    await user.type(emailField(), 'owner');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(send).not.toHaveBeenCalled();
    expect(stored(STORAGE_KEYS.waitlistEmails)).toBeNull();
  });

  it('stores the e-mail at once, sends it in the background, then offers to test the app now', async () => {
    // The server is out of reach: the join and the test drive do not wait for it (spec §2).
    send.mockReturnValue(new Promise<number>(() => {}));
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />, { route: '/' });

    await user.type(emailField(), '  Owner@Example.com ');
    await user.click(submit());

    expect(stored(STORAGE_KEYS.waitlistEmails)).toEqual(['owner@example.com']);
    expect(stored(WAITLIST_OUTBOX_KEY)).toEqual([
      { email: 'owner@example.com', source: 'landing-page' },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: "You're on the waitlist!" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Test the App Now' }));
    expect(screen.getByTestId('location').textContent).toBe('/app');
    expect(stored(STORAGE_KEYS.user)).toMatchObject({
      email: 'owner@example.com',
      isWaitlisted: true,
    });
  });

  it("'Sign Up Another Email' brings back an empty form", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />);
    await user.type(emailField(), 'first@example.com');
    await user.click(submit());

    await user.click(screen.getByRole('button', { name: 'Sign Up Another Email' }));
    expect((emailField() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(emailField());
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("says 'Failed to join waitlist' when this browser cannot keep the e-mail", async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />);
    await user.type(emailField(), 'owner@example.com');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Failed to join waitlist');
    expect(send).not.toHaveBeenCalled();
  });

  it('reads in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Únete a la lista y pruébala ya' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Introduce tu dirección de correo electrónico',
    );
  });
});
