import { renderWithProviders } from '#web/test/render.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

function StartTestSession() {
  const { startWaitlistSession } = useAuth();
  return (
    <button type="button" onClick={() => startWaitlistSession('tester@example.com')}>
      start
    </button>
  );
}

describe('TestModeBanner', () => {
  it('shows only for a waitlisted user', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestModeBanner />, { extra: <StartTestSession /> });
    expect(screen.queryByRole('note')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('note').textContent).toBe(
      'Test mode: your data is saved only on this device.',
    );
  });
});
