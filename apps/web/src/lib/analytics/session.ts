// The analytics session (spec §3): one per browser session, so it lives in sessionStorage and a
// new tab or a closed browser starts another. Storage failures fall back to memory (spec §8).
import { STORAGE_KEYS } from '@jobtrack/core';
import { createLog } from '../log.ts';

const log = createLog('analytics');

export type AnalyticsSessionState = { sessionId: string; startedAt: number };

export type SessionBackend = Pick<Storage, 'getItem' | 'setItem'>;

const defaultBackend = (): SessionBackend | undefined => {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
};

const newSessionId = () => `session-${crypto.randomUUID()}`;

const isState = (value: unknown): value is AnalyticsSessionState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnalyticsSessionState).sessionId === 'string' &&
  (value as AnalyticsSessionState).sessionId.length > 0 &&
  (value as AnalyticsSessionState).sessionId.length <= 100 &&
  Number.isFinite((value as AnalyticsSessionState).startedAt);

export type SessionStore = {
  /** The session of this browser session, and whether this call started it. */
  current(now: Date): { session: AnalyticsSessionState; isNew: boolean };
};

export function createSessionStore(
  backend: () => SessionBackend | undefined = defaultBackend,
): SessionStore {
  let memory: AnalyticsSessionState | null = null;

  const read = (): AnalyticsSessionState | null => {
    try {
      const raw = backend()?.getItem(STORAGE_KEYS.analyticsSession);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isState(parsed) ? parsed : null;
    } catch (error) {
      log.warn('could not read the session', error);
      return null;
    }
  };

  const write = (session: AnalyticsSessionState) => {
    try {
      const target = backend();
      target?.setItem(STORAGE_KEYS.analyticsSession, JSON.stringify(session));
      target?.setItem(STORAGE_KEYS.sessionStart, String(session.startedAt));
    } catch (error) {
      log.warn('could not store the session', error);
    }
  };

  return {
    current(now) {
      const stored = read() ?? memory;
      if (stored) {
        memory = stored;
        return { session: stored, isNew: false };
      }
      const session = { sessionId: newSessionId(), startedAt: now.getTime() };
      memory = session;
      write(session);
      return { session, isNew: true };
    },
  };
}
