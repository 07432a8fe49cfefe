import { SESSION_LIFETIME_MS, STORAGE_KEYS, type Session, type User } from '@jobtrack/core';
import { getJSON, remove, setJSON } from '../storage.ts';

// The signed-in user, the session and the local users list, in browser storage (spec §3),
// through lib/storage.ts (a refused read is null, a refused write only logged).

/** A locally stored user (demo mode's users list) also keeps a password (spec §3). */
export type LocalUser = User & { password: string };

export const readUser = () => getJSON<User>(STORAGE_KEYS.user);
export const readSession = () => getJSON<Session>(STORAGE_KEYS.session);

export function storeSignedIn(user: User, now = Date.now()): void {
  setJSON(STORAGE_KEYS.user, user);
  setJSON(STORAGE_KEYS.session, { timestamp: now, userId: user.id } satisfies Session);
}

export function clearSignedIn(): void {
  remove(STORAGE_KEYS.user);
  remove(STORAGE_KEYS.session);
  remove(STORAGE_KEYS.authToken);
}

export const isSessionFresh = (session: Session, now = Date.now()) =>
  now - session.timestamp < SESSION_LIFETIME_MS;

export const readLocalUsers = () => getJSON<LocalUser[]>(STORAGE_KEYS.users) ?? [];
export const storeLocalUsers = (users: LocalUser[]) => setJSON(STORAGE_KEYS.users, users);

export const readWaitlistEmails = () => getJSON<string[]>(STORAGE_KEYS.waitlistEmails) ?? [];

export function addWaitlistEmail(email: string): void {
  const emails = readWaitlistEmails();
  const normalized = email.trim().toLowerCase();
  if (!emails.includes(normalized)) setJSON(STORAGE_KEYS.waitlistEmails, [...emails, normalized]);
}
