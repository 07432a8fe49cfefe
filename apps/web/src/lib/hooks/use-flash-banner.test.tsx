import { SUCCESS_BANNER_MS } from '#web/config/ui.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFlashBanner } from './use-flash-banner.ts';

const readFlash = (state: unknown): string | null =>
  (state as { flash?: string } | null)?.flash ?? null;

function Probe() {
  const { message } = useFlashBanner(readFlash);
  const location = useLocation();
  return (
    <>
      <p data-testid="banner">{message ?? 'none'}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <p data-testid="search">{location.search}</p>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFlashBanner', () => {
  it('shows the message from the navigation state for 5 s and takes it out of history', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/app/jobs', search: '?status=completed', state: { flash: 'x.done' } },
        ]}
      >
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('banner').textContent).toBe('x.done');
    // A reload reads the history entry again: it no longer carries the message.
    expect(screen.getByTestId('state').textContent).toBe('null');
    expect(screen.getByTestId('search').textContent).toBe('?status=completed');
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1));
    expect(screen.getByTestId('banner').textContent).toBe('x.done');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('banner').textContent).toBe('none');
  });

  it('shows nothing without a message', () => {
    render(
      <MemoryRouter initialEntries={['/app/jobs']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('banner').textContent).toBe('none');
  });
});
