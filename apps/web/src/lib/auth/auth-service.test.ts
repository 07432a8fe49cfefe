import { SESSION_LIFETIME_MS } from '@jobtrack/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  login,
  logout,
  modeFor,
  resetDemoUsers,
  restoreSession,
  startWaitlistSession,
} from './auth-service.ts';
import { storeAuthToken as storeToken } from '../http.ts';
import { addWaitlistEmail, readUser, storeSignedIn } from './session-store.ts';

const demoSettings = {
  demoMode: true,
  demoCredentials: { email: 'demo@jobtrack.app', password: 'demo123' },
};

/** Login waits the spec's simulated second; the fake clock lets it pass at once. */
async function loginNow(email: string, password: string, settings = demoSettings) {
  const result = login(email, password, settings);
  const settled = result.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(1000);
  return settled;
}

const messageOf = (outcome: { error?: unknown } | { value: unknown }) =>
  'error' in outcome && outcome.error instanceof AuthError ? outcome.error.messageKey : outcome;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  resetDemoUsers(demoSettings);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the login order of spec §4', () => {
  it('a waitlisted e-mail always signs in, in local mode', async () => {
    addWaitlistEmail('Tester@Example.com');
    const outcome = await loginNow('tester@example.com', 'anything at all');
    expect(outcome).toMatchObject({
      value: { mode: 'local', user: { isWaitlisted: true, email: 'tester@example.com' } },
    });
  });

  it('the demo credentials sign in to demo mode', async () => {
    const outcome = await loginNow('DEMO@jobtrack.app', 'demo123');
    expect(outcome).toMatchObject({
      value: { mode: 'demo', user: { email: 'demo@jobtrack.app' } },
    });
    expect(readUser()?.email).toBe('demo@jobtrack.app');
  });

  it('an unknown e-mail answers auth.noAccount', async () => {
    expect(messageOf(await loginNow('nobody@example.com', 'x'))).toBe('auth.noAccount');
  });

  it('the demo e-mail with a wrong password answers auth.incorrectPassword', async () => {
    expect(messageOf(await loginNow('demo@jobtrack.app', 'wrong'))).toBe('auth.incorrectPassword');
  });

  it('missing demo credentials answer auth.invalidDemoCredentials', async () => {
    const outcome = await loginNow('demo@jobtrack.app', 'demo123', {
      demoMode: true,
      demoCredentials: null,
    } as never);
    expect(messageOf(outcome)).toBe('auth.invalidDemoCredentials');
  });

  it('takes the simulated second on the local paths', async () => {
    let done = false;
    void login('demo@jobtrack.app', 'demo123', demoSettings).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('session restore', () => {
  it('restores a session under 30 days old with the mode of its user', () => {
    const now = Date.now();
    storeSignedIn(
      { id: 'demo-user', email: 'demo@jobtrack.app', name: 'Demo', createdAt: '' },
      now,
    );
    expect(restoreSession(demoSettings, now + SESSION_LIFETIME_MS - 1)?.mode).toBe('demo');
  });

  it('removes a session 30 days old', () => {
    const now = Date.now();
    storeSignedIn(
      { id: 'demo-user', email: 'demo@jobtrack.app', name: 'Demo', createdAt: '' },
      now,
    );
    expect(restoreSession(demoSettings, now + SESSION_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem('jobtrack_session')).toBeNull();
    expect(localStorage.getItem('jobtrack_user')).toBeNull();
  });

  it('gives a waitlisted user local mode and a server account api mode', () => {
    expect(
      modeFor(
        { id: 'w', email: 'w@x.com', name: 'W', createdAt: '', isWaitlisted: true },
        demoSettings,
      ),
    ).toBe('local');
    expect(modeFor({ id: 'u', email: 'u@x.com', name: 'U', createdAt: '' }, demoSettings)).toBe(
      'api',
    );
  });

  it('an api user without a token is signed out', () => {
    storeSignedIn({ id: 'user-1', email: 'u@x.com', name: 'U', createdAt: '' });
    expect(restoreSession({ demoMode: false, demoCredentials: null })).toBeNull();
    storeSignedIn({ id: 'user-1', email: 'u@x.com', name: 'U', createdAt: '' });
    storeToken('token');
    expect(restoreSession({ demoMode: false, demoCredentials: null })?.mode).toBe('api');
  });
});

describe('waitlist test users and logout', () => {
  it("'Test the App Now' stores a waitlisted test user and its e-mail", () => {
    const signedIn = startWaitlistSession('New@Example.com');
    expect(signedIn.mode).toBe('local');
    expect(readUser()).toMatchObject({ isWaitlisted: true, email: 'new@example.com' });
    expect(JSON.parse(localStorage.getItem('jobtrack_waitlist_emails') ?? '[]')).toEqual([
      'new@example.com',
    ]);
  });

  it('logout clears user, session and token even when the server call fails', async () => {
    vi.useRealTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSignedIn({ id: 'user-1', email: 'u@x.com', name: 'U', createdAt: '' });
    storeToken('token-1');
    await logout();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('jobtrack_user')).toBeNull();
    expect(localStorage.getItem('jobtrack_session')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    fetchSpy.mockRestore();
    warn.mockRestore();
  });
});
