import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataSource, SyncState } from '#web/data/data-source.ts';
import {
  createFakeDataSource,
  refusedWrite,
  renderSignedIn,
  type FakeDataSource,
} from '#web/test/fake-data-source.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
vi.mock('#web/data/create-data-source.ts', () => ({ createDataSource: () => fake.source }));

function renderButton(sync: Partial<SyncState>, language: 'en' | 'es' = 'en'): FakeDataSource {
  const source = createFakeDataSource({ sync });
  fake.source = source;
  renderSignedIn(<SignOutButton />, { language, route: '/app/settings' });
  return source;
}

// The server's logout: answered here, so a test can see the token revoked.
const server = { fetch: vi.fn<typeof fetch>() };
beforeEach(() => {
  server.fetch = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;
const signOutButton = () => screen.getByRole('button', { name: /^(Sign Out|Cerrar sesión)$/ });

describe('Sign Out', () => {
  it('with nothing pending, asks first; Cancel stays signed in', async () => {
    const source = renderButton({ pending: 0 });
    await userEvent.click(signOutButton());
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    expect(dialog.textContent).toContain(
      "You'll need to sign in again to see your customers and jobs.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/app/settings');
    expect(source.discardDeviceData).not.toHaveBeenCalled();
  });

  it('with nothing pending, once confirmed deletes the data on this phone and signs out', async () => {
    const source = renderButton({ pending: 0 });
    await userEvent.click(signOutButton());
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(source.discardDeviceData).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(server.fetch).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
  });

  it('asks in Spanish', async () => {
    renderButton({ pending: 0 }, 'es');
    await userEvent.click(signOutButton());
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar sesión?' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it.each([
    [3, '3 changes have not reached the server yet', 'they are deleted'],
    [1, '1 change has not reached the server yet', 'it is deleted'],
  ])('with %i pending, warns: %s', async (pending, title, what) => {
    renderButton({ pending, online: false });
    await userEvent.click(signOutButton());
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(`If you sign out now, ${what} from this phone and lost.`);
    expect(within(dialog).getByRole('button', { name: 'Wait and sign out' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Discard and sign out' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it.each([
    [3, '3 cambios todavía no han llegado al servidor'],
    [1, '1 cambio todavía no ha llegado al servidor'],
  ])('in Spanish, with %i pending: %s', async (pending, title) => {
    renderButton({ pending }, 'es');
    await userEvent.click(signOutButton());
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('button', { name: 'Esperar y cerrar sesión' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Descartar y cerrar sesión' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('counts a change the server refused: signing out would lose it too', async () => {
    renderButton({ pending: 1, refused: [refusedWrite()] });
    await userEvent.click(signOutButton());
    expect(
      await screen.findByRole('dialog', { name: '2 changes have not reached the server yet' }),
    ).toBeTruthy();
  });

  it('Cancel keeps the owner signed in with the changes', async () => {
    const source = renderButton({ pending: 2 });
    await userEvent.click(signOutButton());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/app/settings');
    expect(source.discardDeviceData).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).toBe('test-token');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('Discard and sign out drops the changes, then signs out', async () => {
    const source = renderButton({ pending: 2, online: false });
    await userEvent.click(signOutButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Discard and sign out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(source.discardDeviceData).toHaveBeenCalledTimes(1);
    expect(source.sync).not.toHaveBeenCalled();
  });

  it('Wait and sign out sends the changes, then signs out once none is left', async () => {
    const source = renderButton({ pending: 2 });
    let finishSending = () => {};
    source.sync.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishSending = () => {
            source.setSyncState({ pending: 0, syncing: false });
            resolve();
          };
        }),
    );
    await userEvent.click(signOutButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Wait and sign out' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toBe('Sending your changes…');
    expect(location()).toBe('/app/settings');
    await act(async () => finishSending());
    await waitFor(() => expect(location()).toBe('/login'));
    // Nothing was lost: the replica goes only once the server has everything.
    expect(source.discardDeviceData).toHaveBeenCalledTimes(1);
  });

  it('still offline, Wait says so and keeps the dialog; back online, it signs out', async () => {
    const source = renderButton({ pending: 2, online: false });
    await userEvent.click(signOutButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Wait and sign out' }));
    const dialog = screen.getByRole('dialog', {
      name: '2 changes have not reached the server yet',
    });
    expect(within(dialog).getByRole('status').textContent).toBe(
      "You're still offline. Your changes stay on this phone; you'll be signed out once they reach the server.",
    );
    expect(location()).toBe('/app/settings');
    expect(source.discardDeviceData).not.toHaveBeenCalled();
    // The connection comes back and the data layer sends them on its own.
    act(() => source.setSyncState({ online: true, pending: 1 }));
    expect(
      screen.getByRole('dialog', { name: '1 change has not reached the server yet' }),
    ).toBeTruthy();
    act(() => source.setSyncState({ pending: 0 }));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('a refused change cannot be waited for: it says so', async () => {
    const source = renderButton({ refused: [refusedWrite()] });
    await userEvent.click(signOutButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Wait and sign out' }));
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(
      'The server did not accept some changes, so waiting will not send them. Cancel and fix them, or discard them.',
    );
    expect(screen.getByRole('button', { name: 'Wait and sign out' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(source.discardDeviceData).not.toHaveBeenCalled();
  });

  it('Cancel while sending: the answer does not sign the owner out', async () => {
    const source = renderButton({ pending: 1 });
    let finishSending = () => {};
    source.sync.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishSending = () => {
            source.setSyncState({ pending: 0 });
            resolve();
          };
        }),
    );
    await userEvent.click(signOutButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Wait and sign out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => finishSending());
    expect(location()).toBe('/app/settings');
    expect(source.discardDeviceData).not.toHaveBeenCalled();
  });
});
