import { SESSION_LIFETIME_MS, STORAGE_KEYS, type Session, type User } from '@jobtrack/core';
import { createLog } from '../log.ts';

const log = createLog('auth');

// The signed-in user, the session and the local users list, in browser storage (spec §3).

/** A locally stored user (demo mode's users list) also keeps a password (spec §3). */
export type LocalUser = User & { password: string };

const read = <T>(key: string): T | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch (error) {
    log.warn(`Could not read ${key}`, error);
    return null;
  }
};

const write = (key: string, value: unknown): void => {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch (error) {
    log.warn(`Could not store ${key}`, error);
  }
};

const remove = (key: string): void => {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    log.warn(`Could not remove ${key}`, error);
  }
};

export const readUser = () => read<User>(STORAGE_KEYS.user);
export const readSession = () => read<Session>(STORAGE_KEYS.session);

export function storeSignedIn(user: User, now = Date.now()): void {
  write(STORAGE_KEYS.user, user);
  write(STORAGE_KEYS.session, { timestamp: now, userId: user.id } satisfies Session);
}

export function clearSignedIn(): void {
  remove(STORAGE_KEYS.user);
  remove(STORAGE_KEYS.session);
  remove(STORAGE_KEYS.authToken);
}

export const isSessionFresh = (session: Session, now = Date.now()) =>
  now - session.timestamp < SESSION_LIFETIME_MS;

export const readLocalUsers = () => read<LocalUser[]>(STORAGE_KEYS.users) ?? [];
export const storeLocalUsers = (users: LocalUser[]) => write(STORAGE_KEYS.users, users);

export const readWaitlistEmails = () => read<string[]>(STORAGE_KEYS.waitlistEmails) ?? [];

export function addWaitlistEmail(email: string): void {
  const emails = readWaitlistEmails();
  const normalized = email.trim().toLowerCase();
  if (!emails.includes(normalized)) write(STORAGE_KEYS.waitlistEmails, [...emails, normalized]);
}
