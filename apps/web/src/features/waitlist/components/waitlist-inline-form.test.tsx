import { renderWithProviders } from '../../../test/render.tsx';
import { STORAGE_KEYS } from '@jobtrack/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { joinWaitlist } from '../api/join-waitlist.ts';
import { WaitlistInlineForm } from './waitlist-inline-form.tsx';
import { DataError } from '../../../data/data-source.ts';

// The component's collaborator; the call itself is tested against the real server beside it.
vi.mock('../api/join-waitlist.ts', () => ({ joinWaitlist: vi.fn() }));
const join = vi.mocked(joinWaitlist);

const emailField = () => screen.getByLabelText('Email address');
const submit = () => screen.getByRole('button', { name: 'Join Waitlist & Test Now' });

describe('WaitlistInlineForm', () => {
  beforeEach(() => {
    join.mockReset();
    join.mockResolvedValue({ success: true, message: "You're on the waitlist!" });
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
    expect(join).not.toHaveBeenCalled();
  });

  it("joins with source 'landing-page', then offers to test the app now", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />, { route: '/' });

    await user.type(emailField(), '  Owner@Example.com ');
    await user.click(submit());

    expect(join).toHaveBeenCalledWith({ email: 'owner@example.com', source: 'landing-page' });
    expect(screen.getByRole('heading', { name: "You're on the waitlist!" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Test the App Now' }));
    expect(screen.getByTestId('location').textContent).toBe('/app');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as {
      email: string;
      isWaitlisted: boolean;
    };
    expect(stored).toMatchObject({ email: 'owner@example.com', isWaitlisted: true });
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

  it("shows the server's refusal in the UI's words", async () => {
    join.mockResolvedValue({ success: false, error: { key: 'errors.rateLimitedInMinute' } });
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />);
    await user.type(emailField(), 'owner@example.com');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many requests. Please try again in 1 minute.',
    );
    expect(submit()).toBeTruthy();
  });

  it('shows the failure message when the join fails', async () => {
    join.mockRejectedValue(new DataError('waitlist.joinFailed'));
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />);
    await user.type(emailField(), 'owner@example.com');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to join waitlist. Please try again later.',
    );
  });

  it("falls back to 'Failed to join waitlist' when there is no message", async () => {
    join.mockResolvedValueOnce({ success: false });
    const user = userEvent.setup();
    renderWithProviders(<WaitlistInlineForm />);
    await user.type(emailField(), 'owner@example.com');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Failed to join waitlist');

    join.mockRejectedValueOnce(new Error(''));
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Failed to join waitlist');
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
