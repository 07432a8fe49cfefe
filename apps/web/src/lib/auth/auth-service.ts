import { type User } from '@jobtrack/core';
import { SIMULATED_AUTH_DELAY_MS } from '#web/config/ui.ts';
import { dataModeFor } from '#web/config/visitor.ts';
import type { DataMode } from '#web/config/visitor.ts';
import { apiRequest, readAuthToken, storeAuthToken } from '../http.ts';
import {
  addWaitlistEmail,
  clearSignedIn,
  isSessionFresh,
  readLocalUsers,
  readSession,
  readUser,
  readWaitlistEmails,
  storeLocalUsers,
  storeSignedIn,
  type LocalUser,
} from './session-store.ts';
import { createLog } from '../log.ts';

const log = createLog('auth');

export type SignedIn = { user: User; mode: DataMode };

/** The demo-mode settings auth needs (from the server's runtime settings). */
export type AuthSettings = {
  demoMode: boolean;
  demoCredentials: { email: string; password: string } | null;
};

/** A local sign-in refusal (spec §8), by i18n key; the server's come as HttpError with a code. */
export class AuthError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'AuthError';
  }
}

type ServerAuthAnswer = {
  token: string;
  user: { id: string; email: string; name: string; businessName: string | null; createdAt: string };
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The sample owner behind the demo credentials (spec §3 "The demo user"). */
export function demoUser(email: string): User {
  return {
    id: 'demo-user',
    name: 'Alex Johnson',
    businessName: 'Green Valley Landscaping',
    phone: '(555) 123-4567',
    email,
    address: '123 Main Street, Springfield',
    bio: 'Family-owned lawn care and landscaping since 2015.',
    createdAt: '2024-01-15T09:00:00.000Z',
  };
}

/** A waitlisted tester, kept only in this browser (spec §1, §3). */
export function waitlistUser(email: string): User {
  return {
    id: `waitlist-${normalizeEmail(email)}`,
    email: normalizeEmail(email),
    name: 'Test User',
    businessName: 'My Service Business',
    createdAt: new Date().toISOString(),
    isWaitlisted: true,
  };
}

/** Demo-mode start-up: the local users list holds exactly the configured demo user (spec §4). */
export function resetDemoUsers(settings: AuthSettings): void {
  if (!settings.demoMode || !settings.demoCredentials) return;
  const { email, password } = settings.demoCredentials;
  storeLocalUsers([{ ...demoUser(normalizeEmail(email)), password } satisfies LocalUser]);
}

/** The data mode a stored user gets on restore (spec §4; the rule /boot.js shares). */
export const modeFor = (user: User, settings: AuthSettings): DataMode =>
  dataModeFor(user, settings);

/** Restores a session under 30 days old; older ones are removed (spec §4). */
export function restoreSession(settings: AuthSettings, now = Date.now()): SignedIn | null {
  const session = readSession();
  const user = readUser();
  if (!session || !user || session.userId !== user.id || !isSessionFresh(session, now)) {
    if (session || user) clearSignedIn();
    return null;
  }
  const mode = modeFor(user, settings);
  if (mode === 'api' && !readAuthToken()) {
    clearSignedIn();
    return null;
  }
  return { user, mode };
}

function signIn(user: User, mode: DataMode): SignedIn {
  storeSignedIn(user);
  return { user, mode };
}

const fromServer = (answer: ServerAuthAnswer): User => ({
  id: answer.user.id,
  email: answer.user.email,
  name: answer.user.name,
  businessName: answer.user.businessName ?? undefined,
  createdAt: answer.user.createdAt,
});

/**
 * Signs in or up on the server. Its refusals (HttpError, with the error code) and network
 * failures go to the form as they are: lib/error-message.ts picks the words.
 */
async function callServer(path: string, body: unknown): Promise<User> {
  const answer = await apiRequest<ServerAuthAnswer | undefined>(path, { method: 'POST', body });
  if (!answer?.token || !answer.user) throw new Error(`${path} answered without a token`);
  storeAuthToken(answer.token);
  return fromServer(answer);
}

/** The login order of spec §4 and docs/architecture.md §4. */
export async function login(
  email: string,
  password: string,
  settings: AuthSettings,
): Promise<SignedIn> {
  const normalized = normalizeEmail(email);
  if (readWaitlistEmails().includes(normalized)) {
    await delay(SIMULATED_AUTH_DELAY_MS);
    return signIn(waitlistUser(normalized), 'local');
  }
  if (!settings.demoMode) {
    const user = await callServer('/api/auth/login', { email: normalized, password });
    return signIn(user, 'api');
  }
  await delay(SIMULATED_AUTH_DELAY_MS);
  const demo = settings.demoCredentials;
  if (!demo) throw new AuthError('auth.invalidDemoCredentials');
  if (normalized === demo.email.toLowerCase() && password === demo.password) {
    return signIn(demoUser(normalized), 'demo');
  }
  const known = readLocalUsers().find((user) => user.email.toLowerCase() === normalized);
  if (!known) throw new AuthError('auth.noAccount');
  if (known.password !== password) throw new AuthError('auth.incorrectPassword');
  const { password: _password, ...user } = known;
  return signIn(user, modeFor(user, settings));
}

export type SignUpInput = { name: string; email: string; password: string; businessName?: string };

/** Sign-up creates the account on the server and signs in at once (spec §4). */
export async function signup(input: SignUpInput): Promise<SignedIn> {
  const user = await callServer('/api/auth/register', {
    name: input.name,
    email: normalizeEmail(input.email),
    password: input.password,
    ...(input.businessName ? { businessName: input.businessName } : {}),
  });
  return signIn(user, 'api');
}

/** Starts a waitlisted tester's local session (the landing page's 'Test the App Now'). */
export function startWaitlistSession(email: string): SignedIn {
  addWaitlistEmail(email);
  return signIn(waitlistUser(email), 'local');
}

/** Logout clears user, session and token, even when the server call fails (spec §4). */
export async function logout(): Promise<void> {
  const token = readAuthToken();
  clearSignedIn();
  if (!token) return;
  try {
    await apiRequest('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    log.warn('Sign-out could not reach the server', error);
  }
}
