// The landing page's waitlist joins, kept in this browser until the server has them.
// NOTE: spec §2 — the inline form's e-mail is "stored locally only": it is kept here at once, so
// the visitor can test the app with no connection, and sent to the server in the background,
// again on reconnect, a minute later and at the next start while it has not arrived.
import { addWaitlistEmail, readWaitlistEmails } from '#web/lib/auth/session-store.ts';
import { apiRequest, HttpError } from '#web/lib/http.ts';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';
import { waitlistBody, type WaitlistEntry } from './join-waitlist.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('waitlist');

/** Joins not yet on the server. Beyond the spec's key list, like the other queues. */
export const WAITLIST_OUTBOX_KEY = 'jobtrack_waitlist_outbox';

export const WAITLIST_RETRY_MS = 60_000;

type Request = typeof apiRequest;

const isEntryList = (value: unknown): value is WaitlistEntry[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as WaitlistEntry).email === 'string' &&
      typeof (item as WaitlistEntry).source === 'string',
  );

export const readWaitlistOutbox = (storage: SafeStorage = safeStorage): WaitlistEntry[] =>
  storage.getJSON(WAITLIST_OUTBOX_KEY, isEntryList) ?? [];

/**
 * Keeps the e-mail on this browser's waitlist (which turns the demo's prompt off, spec §1) and
 * queues it for the server. False when this browser could not store it.
 */
export function queueWaitlistJoin(
  entry: WaitlistEntry,
  storage: SafeStorage = safeStorage,
): boolean {
  const email = entry.email.trim().toLowerCase();
  addWaitlistEmail(email);
  const queued = readWaitlistOutbox(storage).filter((item) => item.email !== email);
  const isQueued = storage.setJSON(WAITLIST_OUTBOX_KEY, [...queued, { ...entry, email }]);
  return isQueued && readWaitlistEmails().includes(email);
}

/** A refusal the server will repeat (bad input): drop it. Anything else is worth a retry. */
const isFinalRefusal = (error: unknown): boolean =>
  error instanceof HttpError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

let sending: Promise<number> | null = null;

/**
 * Sends the queued joins in order; each one the server accepted (or refused for good) leaves
 * the queue. Stops at the first that could not be sent, to try again later. Answers how many
 * are still waiting. One send at a time.
 */
export function sendWaitlistOutbox(
  request: Request = apiRequest,
  storage: SafeStorage = safeStorage,
): Promise<number> {
  sending ??= (async () => {
    try {
      for (const entry of readWaitlistOutbox(storage)) {
        try {
          await request('/api/waitlist', { method: 'POST', body: waitlistBody(entry) });
        } catch (error) {
          if (!isFinalRefusal(error)) break;
          log.warn('the server refused a queued join', error);
        }
        const rest = readWaitlistOutbox(storage).filter((item) => item.email !== entry.email);
        storage.setJSON(WAITLIST_OUTBOX_KEY, rest);
      }
      return readWaitlistOutbox(storage).length;
    } finally {
      sending = null;
    }
  })();
  return sending;
}

let isRetrying = false;

/** Sends what is queued now, on reconnect, and every minute while something is waiting. */
export function startWaitlistRetry(): void {
  if (isRetrying || typeof window === 'undefined') return;
  isRetrying = true;
  const send = () => {
    if (readWaitlistOutbox().length > 0) void sendWaitlistOutbox();
  };
  window.addEventListener('online', send);
  window.setInterval(send, WAITLIST_RETRY_MS);
  send();
}
