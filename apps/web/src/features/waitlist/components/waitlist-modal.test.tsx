import { renderWithProviders } from '#web/test/render.tsx';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWaitlistModal } from '#web/lib/waitlist-modal-context.tsx';
import { joinWaitlist, type WaitlistJoinResult } from '../api/join-waitlist.ts';
import { WaitlistModal } from './waitlist-modal.tsx';

vi.mock('../api/join-waitlist.ts', () => ({ joinWaitlist: vi.fn() }));
const join = vi.mocked(joinWaitlist);

/** Stands in for the app's own trigger of the shared flag. */
function OpenButton() {
  const { open } = useWaitlistModal();
  return (
    <button type="button" onClick={open}>
      open waitlist
    </button>
  );
}

const renderModal = () =>
  renderWithProviders(<WaitlistModal />, { config: { demoMode: true }, extra: <OpenButton /> });

const submitButton = () =>
  screen.getByRole('button', { name: 'Join Waitlist' }) as HTMLButtonElement;

describe('WaitlistModal', () => {
  beforeEach(() => {
    join.mockReset();
    join.mockResolvedValue({ success: true, message: "You're on the waitlist!" });
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the shared flag with submit disabled until an e-mail is typed', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'open waitlist' }));
    expect(screen.getByRole('dialog', { name: 'Join the Waitlist' })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    await user.type(screen.getByLabelText('Email address'), '   ');
    expect(submitButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Email address'), 'owner@example.com');
    expect(submitButton().disabled).toBe(false);
  });

  it("sends source 'demo-mode' with the optional business type, shows submitting, then success", async () => {
    let finish: (result: WaitlistJoinResult) => void = () => undefined;
    join.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'open waitlist' }));
    await user.type(screen.getByLabelText('Email address'), 'Owner@Example.com');
    await user.type(screen.getByLabelText('Business type (optional)'), 'Landscaping');
    await user.click(submitButton());

    expect(join).toHaveBeenCalledWith({
      email: 'owner@example.com',
      businessType: 'Landscaping',
      source: 'demo-mode',
    });
    const joining = screen.getByRole('button', { name: 'Joining...' }) as HTMLButtonElement;
    expect(joining.disabled).toBe(true);

    await act(async () => finish({ success: true, message: 'ok' }));
    expect(screen.getByText("Thanks for joining! We'll be in touch soon.")).toBeTruthy();
  });

  it('closes itself 2.5 s after success, and opens again with empty fields', async () => {
    // fireEvent, not user-event: Testing Library's async helpers wait on setTimeout, which
    // fake timers would freeze.
    vi.useFakeTimers();
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'open waitlist' }));
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'owner@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Business type (optional)'), {
      target: { value: 'Cleaning' },
    });
    fireEvent.click(submitButton());
    await act(async () => undefined);
    expect(screen.getByText("Thanks for joining! We'll be in touch soon.")).toBeTruthy();

    act(() => vi.advanceTimersByTime(2499));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'open waitlist' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Business type (optional)') as HTMLInputElement).value).toBe('');
  });

  it.each([
    [
      "the refusal's own words",
      { success: false, error: { key: 'errors.rateLimitedInMinutes', params: { count: 2 } } },
      'Too many requests. Please try again in 2 minutes.',
    ],
    ['a generic message without one', { success: false }, 'An error occurred. Please try again.'],
  ] as const)('shows %s when the join is refused', async (_, result, text) => {
    join.mockResolvedValue(result);
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'open waitlist' }));
    await user.type(screen.getByLabelText('Email address'), 'owner@example.com');
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(submitButton().disabled).toBe(false);
  });

  it('shows the unexpected-error message when the join throws', async () => {
    join.mockRejectedValue(new Error('waitlist.joinFailed'));
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'open waitlist' }));
    await user.type(screen.getByLabelText('Email address'), 'owner@example.com');
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });

  it('refuses a malformed e-mail without calling the server', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'open waitlist' }));
    await user.type(screen.getByLabelText('Email address'), 'owner@');
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(join).not.toHaveBeenCalled();
  });

  it("closes on 'Maybe Later'", async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'open waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('WaitlistModal limits (issue 11)', () => {
  it('says by the field that a business type of 101 characters is too long, and sends nothing', async () => {
    join.mockReset();
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'open waitlist' }));
    await user.type(screen.getByLabelText('Email address'), 'owner@example.com');
    await user.click(screen.getByLabelText('Business type (optional)'));
    await user.paste('a'.repeat(101));
    await user.click(submitButton());

    expect(screen.getByRole('alert').textContent).toBe(
      'Business type must be at most 100 characters',
    );
    expect(join).not.toHaveBeenCalled();
  });
});
