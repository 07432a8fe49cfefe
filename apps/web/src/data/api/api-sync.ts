// The replica's traffic with the server (issue 9, decision 011): the outbox pushed in order, one
// write at a time, then a delta pull of what changed since the last cursor. Every server call of
// the api adapter runs in this one lane, so a pull never reads around a write on its way.
import type { BusinessProfile } from '@jobtrack/core';
import {
  fieldConflict,
  photoFromServer,
  photoToWire,
  profileAnswer,
  serverDocument,
  serverPhoto,
  serverQuote,
  toDocument,
  toQuote,
  type BaseValues,
  type DocumentPhotosBody,
  type FieldConflict,
  type ImportChunkAnswer,
  type ServerSeries,
} from '@jobtrack/core/wire';
import { HttpError, isNetworkError, type HttpClient, type RequestOptions } from '#web/lib/http.ts';
import type { Logger } from '../shared/data-log.ts';
import {
  customerCreateWire,
  documentCreateWire,
  jobCreateWire,
  paymentCreateWire,
  profilePutWire,
  quoteCreateWire,
  seriesCreateWire,
} from './api-wire.ts';
import { isQuoteWrite, nextToSend, recordsOnDevice, type OutboxEntry } from './outbox.ts';
import { applyChunkAnswer, chunkFrom, markChunkAttempted } from './replica-import.ts';
import {
  applyDeletedElsewhere,
  applyFailedTry,
  applyFresh,
  applyPage,
  applyRefused,
  applySent,
  markAttempted,
  mergePages,
  RECORD_DELETED,
  type SentAnswer,
  type SyncPage,
} from './replica-state.ts';
import type { ReplicaStore } from './replica-store.ts';

/** The call was sent and no answer came in time (the client's timeout fired). */
const isNoAnswer = (error: unknown): boolean =>
  isNetworkError(error) && (error.cause as { name?: unknown } | undefined)?.name === 'TimeoutError';

/**
 * Worth trying again later: no connection, a server error, an expired session (the writes wait
 * for the same user to sign in again), a timeout or a rate limit. Any other 4xx is the server
 * refusing this write for good, and retrying it would only block the writes behind it.
 */
export const isRetryable = (error: unknown): boolean =>
  isNetworkError(error) ||
  (error instanceof HttpError && (error.status >= 500 || [401, 408, 429].includes(error.status)));

/**
 * How a failed send counts (decision 048):
 * - 'wait': nothing is wrong with this write, the device cannot send now: no connection (offline
 *   is never a try), 401 (the writes wait for the same user to sign in again), 429 (the server
 *   asks the device to slow down). The pass stops; the whole outbox waits for the retry.
 * - 'retry': this write failed: a 5xx, 408, or no answer before the timeout. It counts as a try,
 *   waits longer after each, and is parked after MAX_TRIES; the writes that do not depend on it
 *   go on.
 * - 'gone': the record was deleted on another device (an update answered 404, a job whose
 *   customer is gone, a create answered 409 record_deleted). A draft invoice or receipt is never
 *   'gone': its 404 is a job or customer deleted elsewhere, and the draft waits in the refused
 *   list for the owner to discard and make it again. Nor is a quote's write (decision 063): a
 *   quote deleted elsewhere leaves with the pull's tombstone, and its refused write is discarded.
 * - 'refused': the server will never take it.
 */
export const classifyFailure = (entry: OutboxEntry, error: unknown) => {
  if (isNoAnswer(error)) return 'retry' as const;
  if (isNetworkError(error)) return 'wait' as const;
  if (error instanceof HttpError && (error.status === 401 || error.status === 429)) {
    return 'wait' as const;
  }
  if (isRetryable(error)) return 'retry' as const;
  const canBeGone =
    entry.op !== 'putProfile' &&
    entry.op !== 'createDocument' &&
    entry.op !== 'deleteDocument' &&
    entry.op !== 'revokeDocument' &&
    entry.op !== 'setShareExpiry' &&
    entry.op !== 'setDocumentPhotos' &&
    !isQuoteWrite(entry);
  if (error instanceof HttpError && canBeGone) {
    if (error.status === 404) return 'gone' as const;
    if (error.status === 409 && error.code === RECORD_DELETED) return 'gone' as const;
  }
  return 'refused' as const;
};

const recordPath = (resource: string, id: string) => `/api/${resource}/${encodeURIComponent(id)}`;

/** DELETE that counts "already gone" (404) as done: a replayed delete that finds nothing is done. */
export const deleteOnServer = async (http: HttpClient, path: string): Promise<void> => {
  try {
    await http.request(path, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return;
    throw error;
  }
};

/** The fields the server kept as they were (decision 047); none when it answers none. */
const conflictsIn = (answer: unknown): { conflicts?: FieldConflict[] } => {
  const list = (answer as { conflicts?: unknown } | null)?.conflicts;
  if (!Array.isArray(list) || list.length === 0) return {};
  return { conflicts: list.filter((one) => fieldConflict.safeParse(one).success) };
};

const putProfile = async (
  http: HttpClient,
  profile: BusinessProfile,
  base: BaseValues | undefined,
): Promise<SentAnswer> => {
  const sent = await http.request('/api/profile', {
    method: 'PUT',
    body: profilePutWire(profile, base),
  });
  const answer = profileAnswer.safeParse(sent);
  return {
    kind: 'profile',
    profile: answer.success ? answer.data.profile : profile,
    ...conflictsIn(sent),
  };
};

/** A call the server answers with the record as it now holds it (a write, or a read again). */
type RecordAnswer = Extract<SentAnswer, { record: unknown }>;

const sendRecord = async <Kind extends RecordAnswer['kind']>(
  http: HttpClient,
  kind: Kind,
  path: string,
  options: RequestOptions = {},
): Promise<SentAnswer> => {
  const record = await http.request<Extract<RecordAnswer, { kind: Kind }>['record']>(path, options);
  return { kind, record, ...conflictsIn(record) } as SentAnswer;
};

/** An update's body: the changed fields, and what the device last saw of them (decision 047). */
const withBase = <T extends object>(body: T, base: BaseValues | undefined) =>
  base ? { ...body, base } : body;

/** A create's body; `restore` brings back a record deleted elsewhere (decision 047). */
const withRestore = <T extends object>(body: T, restore: true | undefined) =>
  restore ? { ...body, restore } : body;

/** A quote call (issue 26): the server answers the quote as it now holds it. */
const sendQuote = async (
  http: HttpClient,
  path: string,
  options: RequestOptions,
): Promise<SentAnswer> => {
  const answer = await http.request<unknown>(path, options);
  const parsed = serverQuote.safeParse(answer);
  return parsed.success
    ? { kind: 'quote', record: toQuote(parsed.data), ...conflictsIn(answer) }
    : { kind: 'none' };
};

/** A quote call for which "not found" (404) is done: the quote was deleted meanwhile. */
const sendQuoteOr404 = async (http: HttpClient, path: string, options: RequestOptions) => {
  try {
    return await sendQuote(http, path, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'none' } as const;
    throw error;
  }
};

/** A photo call (issue 27): the server answers the photo's record as it now holds it. */
const sendPhoto = async (
  http: HttpClient,
  path: string,
  options: RequestOptions,
): Promise<SentAnswer> => {
  const answer = await http.request<unknown>(path, options);
  const parsed = serverPhoto.safeParse(answer);
  return parsed.success
    ? { kind: 'photo', record: photoFromServer(parsed.data), ...conflictsIn(answer) }
    : { kind: 'none' };
};

/** A create's record as one of a chunk of POST /api/import (decision 064). */
const createBody = (entry: Extract<OutboxEntry, { op: 'createCustomer' | 'createJob' }>) =>
  entry.op === 'createCustomer' ? customerCreateWire(entry.record) : jobCreateWire(entry.record);

export const sendWrite = async (http: HttpClient, entry: OutboxEntry): Promise<SentAnswer> => {
  switch (entry.op) {
    case 'createCustomer':
      return sendRecord(http, 'customer', '/api/customers', {
        method: 'POST',
        body: withRestore(customerCreateWire(entry.record), entry.restore),
      });
    case 'createJob':
      return sendRecord(http, 'job', '/api/jobs', {
        method: 'POST',
        body: withRestore(jobCreateWire(entry.record), entry.restore),
      });
    case 'updateCustomer':
      return sendRecord(http, 'customer', recordPath('customers', entry.id), {
        method: 'PUT',
        body: withBase(entry.body, entry.base),
      });
    case 'updateJob':
      return sendRecord(http, 'job', recordPath('jobs', entry.id), {
        method: 'PUT',
        body: withBase(entry.body, entry.base),
      });
    case 'deleteCustomer':
      await deleteOnServer(http, recordPath('customers', entry.id));
      return { kind: 'none' };
    case 'deleteJob':
      await deleteOnServer(http, recordPath('jobs', entry.id));
      return { kind: 'none' };
    case 'deleteDocument':
      await deleteOnServer(http, recordPath('documents', entry.id));
      return { kind: 'none' };
    // A share link turned off or given an end on the device (decisions 055, 057): the server
    // answers the document as it now holds it; one deleted meanwhile (404) has no link left.
    case 'revokeDocument':
    case 'setShareExpiry':
      try {
        const isRevoke = entry.op === 'revokeDocument';
        const answer = await http.request<unknown>(
          `${recordPath('documents', entry.id)}/${isRevoke ? 'revoke' : 'share-expiry'}`,
          { method: 'POST', ...(isRevoke ? {} : { body: { expires_at: entry.expiresAt } }) },
        );
        return { kind: 'document', record: toDocument(serverDocument.parse(answer)) };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return { kind: 'none' };
        throw error;
      }
    // The photos a document shows (issue 27, decision 069): the server answers the document; one
    // deleted meanwhile (404) shows nothing more.
    case 'setDocumentPhotos':
      try {
        const answer = await http.request<unknown>(`${recordPath('documents', entry.id)}/photos`, {
          method: 'PUT',
          body: { photo_ids: entry.photoIds } satisfies DocumentPhotosBody,
        });
        return { kind: 'document', record: toDocument(serverDocument.parse(answer)) };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return { kind: 'none' };
        throw error;
      }
    // Payments (decision 046): a create names its id, so a resend answers the first payment.
    case 'createPayment':
      return sendRecord(http, 'payment', '/api/payments', {
        method: 'POST',
        body: paymentCreateWire(entry.record),
      });
    case 'deletePayment':
      await deleteOnServer(http, recordPath('payments', entry.id));
      return { kind: 'none' };
    case 'putProfile':
      return putProfile(http, entry.profile, entry.base);
    // An invoice or receipt made on the device (decision 045): the server numbers it; the same id
    // sent again answers the document made the first time.
    case 'createDocument': {
      const answer = await http.request<unknown>('/api/documents', {
        method: 'POST',
        body: documentCreateWire(entry.record),
      });
      return { kind: 'document', record: toDocument(serverDocument.parse(answer)) };
    }
    // Quotes (issue 26, decision 063): the create names its id, so a resend answers the first
    // quote; the server numbers it and makes its share token.
    case 'createQuote':
      return sendQuote(http, '/api/quotes', {
        method: 'POST',
        body: quoteCreateWire(entry.record),
      });
    case 'updateQuote':
      return sendQuote(http, recordPath('quotes', entry.id), {
        method: 'PUT',
        body: withBase(entry.body, entry.base),
      });
    case 'markQuoteSent':
      return sendQuote(http, `${recordPath('quotes', entry.id)}/sent`, { method: 'POST' });
    case 'linkQuote':
      return sendQuote(http, `${recordPath('quotes', entry.id)}/link`, {
        method: 'POST',
        body:
          'jobId' in entry.link ? { job_id: entry.link.jobId } : { series_id: entry.link.seriesId },
      });
    case 'revokeQuote':
      return sendQuoteOr404(http, `${recordPath('quotes', entry.id)}/revoke`, { method: 'POST' });
    case 'setQuoteShareExpiry':
      return sendQuoteOr404(http, `${recordPath('quotes', entry.id)}/share-expiry`, {
        method: 'POST',
        body: { expires_at: entry.expiresAt },
      });
    case 'deleteQuote':
      await deleteOnServer(http, recordPath('quotes', entry.id));
      return { kind: 'none' };
    // Photos (issue 27, decision 068): the record only; the files follow (photo-uploader.ts).
    // The create names its id, so a resend answers the first photo.
    case 'createPhoto':
      return sendPhoto(http, '/api/photos', {
        method: 'POST',
        body: photoToWire(entry.record),
      });
    case 'updatePhoto':
      return sendPhoto(http, recordPath('photos', entry.id), {
        method: 'PATCH',
        body: withBase(entry.body, entry.base),
      });
    case 'deletePhoto':
      await deleteOnServer(http, recordPath('photos', entry.id));
      return { kind: 'none' };
    // Series writes (issue 14): the server makes and changes the visits the same way the device
    // did; the pull right after brings its rows (same visit ids, so never twice).
    case 'createSeries': {
      const answer = await http.request<{ series: ServerSeries }>('/api/series', {
        method: 'POST',
        body: seriesCreateWire(entry.record),
      });
      return { kind: 'series', record: answer.series };
    }
    case 'updateSeries':
      return sendRecord(http, 'series', recordPath('series', entry.id), {
        method: 'PUT',
        body: entry.body,
        headers: idempotencyKey(entry.key),
      });
    case 'endSeries':
      await http.request(`${recordPath('series', entry.id)}/end`, {
        method: 'POST',
        body: { from_date: entry.fromDate },
        headers: idempotencyKey(entry.key),
      });
      return { kind: 'none' };
    case 'rainDelay':
      await http.request('/api/jobs/rain-delay', {
        method: 'POST',
        body: { date: entry.date, shift_following: entry.shiftFollowing },
        headers: idempotencyKey(entry.key),
      });
      return { kind: 'none' };
  }
};

/** A series write's key, so a resend after a lost answer gets the first answer (decision 030). */
function idempotencyKey(key: string | undefined): Record<string, string> {
  return key ? { 'Idempotency-Key': key } : {};
}

const PAGE_SIZE = 1000;

/** How many records a page or the replica holds. */
const recordsIn = (records: {
  customers: readonly unknown[];
  jobs: readonly unknown[];
  payments?: readonly unknown[];
  documents?: readonly unknown[];
  quotes?: readonly unknown[];
  photos?: readonly unknown[];
}) =>
  records.customers.length +
  records.jobs.length +
  (records.payments?.length ?? 0) +
  (records.documents?.length ?? 0) +
  (records.quotes?.length ?? 0) +
  (records.photos?.length ?? 0);

const isPage = (value: unknown): value is SyncPage => {
  const page = value as SyncPage;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof page.cursor === 'string' &&
    typeof page.has_more === 'boolean' &&
    [page.customers, page.jobs, page.deleted_customers, page.deleted_jobs].every(Array.isArray)
  );
};

/** What a 304 means: nothing changed since the cursor. */
const unchangedPage = (cursor: string): SyncPage => ({
  cursor,
  has_more: false,
  customers: [],
  jobs: [],
  deleted_customers: [],
  deleted_jobs: [],
});

/** The server's current version of one record; null when it has none. */
const fetchFresh = async (http: HttpClient, id: string): Promise<SentAnswer | null> => {
  try {
    if (id === 'profile') {
      const answer = profileAnswer.parse(await http.request('/api/profile'));
      return { kind: 'profile', profile: answer.profile };
    }
    if (id.startsWith('series-')) return await sendRecord(http, 'series', recordPath('series', id));
    if (id.startsWith('payment-')) {
      return await sendRecord(http, 'payment', recordPath('payments', id));
    }
    if (id.startsWith('document-')) {
      const answer = await http.request<unknown>(recordPath('documents', id));
      return { kind: 'document', record: toDocument(serverDocument.parse(answer)) };
    }
    if (id.startsWith('quote-')) {
      const answer = await http.request<unknown>(recordPath('quotes', id));
      return { kind: 'quote', record: toQuote(serverQuote.parse(answer)) };
    }
    if (id.startsWith('photo-')) {
      const answer = await http.request<unknown>(recordPath('photos', id));
      return { kind: 'photo', record: photoFromServer(serverPhoto.parse(answer)) };
    }
    if (id.startsWith('job-')) return await sendRecord(http, 'job', recordPath('jobs', id));
    return await sendRecord(http, 'customer', recordPath('customers', id));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
};

/** The backoff after a failed sync: 2 s, 5 s, 15 s, 30 s, then every 60 s. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
/** Spec §9's 30 s refresh: a delta pull while the page is visible. */
export const PULL_EVERY_MS = 30_000;

export type SyncStatus = { online: boolean; syncing: boolean; refreshFailed: boolean };

export type SyncOutcome = {
  /** Every write reached the server, was refused for good, or is parked (or behind a parked one). */
  drained: boolean;
  pulled: boolean;
};

export type SyncEngine = {
  /**
   * The one way to make a server call that can only be made online (decision 055): a call that is
   * neither an outbox write nor the pull, whose answer the caller needs now — today the import
   * and clear all (api-transfer.ts). Runs `task` in the one lane, after every server call queued
   * before it; without a connection it fails, and the caller tells the owner. Every write of the
   * owner's data goes through the outbox instead.
   */
  onlineOnly<T>(task: () => Promise<T>): Promise<T>;
  /** Pushes the outbox, writes waiting for their next try included; only inside the lane. */
  drain(): Promise<boolean>;
  /** Push (writes waiting for their next try included: the owner asked), then pull; in the lane. */
  sync(): Promise<SyncOutcome>;
  /** Queues a sync unless one is already waiting to start. */
  scheduleSync(): void;
  /** The outbox entry on its way to the server, if any. */
  inFlightSeq(): number | null;
  status(): SyncStatus;
  /** Starts the timers and browser events (the 30 s pull, reconnects); stop undoes it. */
  start(): void;
  stop(): void;
};

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export const createSyncEngine = (options: {
  http: HttpClient;
  store: ReplicaStore;
  logger: Logger;
  now: () => Date;
  /** The sync status changed. */
  onStatus: () => void;
}): SyncEngine => {
  const { http, store, logger, now } = options;
  let lane: Promise<unknown> = Promise.resolve();
  let inFlight: number | null = null;
  let syncWaiting: Promise<SyncOutcome> | null = null;
  let status: SyncStatus = { online: browserOnline(), syncing: false, refreshFailed: false };
  let reachable = true;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pullTimer: ReturnType<typeof setInterval> | undefined;
  let isStarted = false;

  const setStatus = (changes: Partial<SyncStatus>) => {
    const next = { ...status, ...changes, online: browserOnline() && reachable };
    if (
      next.online === status.online &&
      next.syncing === status.syncing &&
      next.refreshFailed === status.refreshFailed
    ) {
      return;
    }
    status = next;
    options.onStatus();
  };
  /** Whether the server answered at all: any HTTP answer means the device is online. */
  const noteReach = (error?: unknown) => {
    reachable = !isNetworkError(error);
    setStatus({});
  };

  const inLane = <T>(task: () => Promise<T>): Promise<T> => {
    const run = lane.then(task, task);
    lane = run.catch(() => undefined);
    return run;
  };

  /**
   * Pushes every write that may go now (decision 048): in order, skipping the parked ones, those
   * waiting for their next try and the writes that depend on either. `force` (the owner's Retry,
   * an explicit sync) tries the waiting ones now too, once each. True when nothing is left to
   * send but parked writes and those behind them; `nextTryAt` is then the earliest next try.
   */
  const push = async (force: boolean): Promise<{ drained: boolean; nextTryAt: number | null }> => {
    await store.ready();
    const tried = new Set<number>();
    const settled = () => {
      const state = store.state();
      const { entry, held } = nextToSend(
        state.outbox,
        recordsOnDevice(state.snapshot),
        Number.POSITIVE_INFINITY,
      );
      const waits = state.outbox.flatMap((one) =>
        held.get(one.seq) === 'waiting' && one.retryAt !== undefined ? [one.retryAt] : [],
      );
      return {
        drained: entry === undefined && waits.length === 0,
        nextTryAt: waits.length === 0 ? null : Math.min(...waits),
      };
    };
    for (;;) {
      if (!http.getToken()) return { drained: store.state().outbox.length === 0, nextTryAt: null };
      let entry: OutboxEntry | undefined;
      let chunk: ReturnType<typeof chunkFrom> = null;
      await store.commit((state) => {
        const next = nextToSend(
          state.outbox,
          recordsOnDevice(state.snapshot),
          force ? Number.POSITIVE_INFINITY : now().getTime(),
          tried,
        );
        entry = next.entry;
        if (!entry) return state;
        inFlight = entry.seq;
        // Creates one after another (a spreadsheet import) go as chunks (decision 064); only
        // when nothing is held, so no create of the chunk waits behind a held write.
        chunk = next.held.size === 0 ? chunkFrom(state.outbox, entry, createBody) : null;
        if (chunk) return markChunkAttempted(state, chunk.entries);
        return entry.attempted ? state : markAttempted(state, entry.seq);
      });
      if (!entry) return settled();
      const sending = entry;
      const sendingChunk = chunk as ReturnType<typeof chunkFrom>;
      try {
        if (sendingChunk) {
          const answer = await http.request<ImportChunkAnswer>('/api/import', {
            method: 'POST',
            body: {
              kind: sending.op === 'createCustomer' ? 'customers' : 'jobs',
              records: sendingChunk.bodies,
            },
          });
          noteReach();
          await store.commit((state) =>
            applyChunkAnswer(state, sendingChunk.entries, answer.results),
          );
          continue;
        }
        const answer = await sendWrite(http, sending);
        noteReach();
        await store.commit((state) => applySent(state, sending, answer));
      } catch (error) {
        noteReach(error);
        const failure = classifyFailure(sending, error);
        if (failure === 'wait') {
          logger.warn(
            `${store.state().outbox.length} change(s) kept on this device for a later retry`,
            error,
          );
          return { drained: false, nextTryAt: null };
        }
        const message = error instanceof Error ? error.message : String(error);
        const code =
          error instanceof HttpError ? (error.code ?? `http_${error.status}`) : 'no_answer';
        if (failure === 'retry') {
          tried.add(sending.seq);
          logger.warn(
            `${sending.op} ${sending.id} failed; kept on this device to try again`,
            error,
          );
          await store.commit((state) =>
            applyFailedTry(state, sending, { code, message }, now().getTime()),
          );
          continue;
        }
        if (failure === 'gone') {
          logger.warn(`${sending.op} ${sending.id}: the record was deleted elsewhere`, error);
          await store.commit((state) => applyDeletedElsewhere(state, sending, message));
        } else {
          logger.error(`the server refused ${sending.op} ${sending.id}; kept for the owner`, error);
          await store.commit((state) => applyRefused(state, sending, code, message));
        }
      } finally {
        inFlight = null;
      }
    }
  };

  /** Pulls every page of changes since the cursor; false when the server could not answer. */
  const pull = async (): Promise<boolean> => {
    try {
      let { cursor } = store.state().meta;
      // Pages not yet in the replica, taken in together (see below).
      let waiting: SyncPage | null = null;
      for (;;) {
        const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
        if (cursor !== null) query.set('since', cursor);
        // Naming the cursor lets the server answer an idle pull with a bodiless 304.
        const headers = cursor === null ? undefined : { 'If-None-Match': `"${cursor}"` };
        const answer = await http.request<unknown>(`/api/sync?${query.toString()}`, { headers });
        noteReach();
        const page = answer === undefined && cursor !== null ? unchangedPage(cursor) : answer;
        if (!isPage(page)) throw new Error('The server did not answer a sync page');
        waiting = waiting ? mergePages(waiting, page) : page;
        cursor = page.cursor;
        // NOTE: taking a page in costs the whole replica (its lists are rebuilt and sorted), so a
        // big pull (a first sync, an import of 100k jobs) takes its pages in once they hold as
        // many records as the replica: a few saves in all instead of one per page, and a pull
        // cut short keeps at least half of what came.
        if (!page.has_more || recordsIn(waiting) >= recordsIn(store.state().snapshot)) {
          const taken: SyncPage = waiting;
          waiting = null;
          await store.commit((state) => applyPage(state, taken, now()));
        }
        if (!page.has_more) break;
      }
      for (const id of store.state().meta.stale) {
        const fresh = await fetchFresh(http, id);
        await store.commit((state) => applyFresh(state, id, fresh));
      }
      setStatus({ refreshFailed: false });
      return true;
    } catch (error) {
      noteReach(error);
      // NOTE: spec §8 — a failed refresh is logged and the data on the device kept.
      // Being offline is normal for this app, not a fault: only a server's failure is an error.
      const log = isNetworkError(error) ? logger.warn : logger.error;
      log('could not refresh customers and jobs; kept the data on this device', error);
      setStatus({ refreshFailed: true });
      return false;
    }
  };

  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (!isStarted) return;
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    retryTimer = setTimeout(() => void scheduleSync(), delay);
  };

  /** The next pass when a write waits for its next try (the server answered everything else). */
  const tryAgainAt = (at: number) => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (!isStarted) return;
    retryTimer = setTimeout(() => void scheduleSync(), Math.max(500, at - now().getTime()));
  };

  const runSync = async (force: boolean): Promise<SyncOutcome> => {
    await store.ready();
    if (!http.getToken()) return { drained: store.state().outbox.length === 0, pulled: false };
    setStatus({ syncing: true });
    try {
      const { drained, nextTryAt } = await push(force);
      // Without a connection the pull would fail too; it comes with the retry.
      const pulled = drained || status.online ? await pull() : false;
      if (pulled && (drained || nextTryAt !== null)) failures = 0;
      if (drained && pulled) {
        clearTimeout(retryTimer);
        retryTimer = undefined;
      } else if (pulled && nextTryAt !== null) {
        tryAgainAt(nextTryAt);
      } else {
        retryLater();
      }
      return { drained, pulled };
    } finally {
      setStatus({ syncing: false });
    }
  };

  const scheduleSync = (): void => {
    syncWaiting ??= inLane(() => {
      syncWaiting = null;
      return runSync(false);
    });
    syncWaiting.catch((error: unknown) => logger.error('could not sync with the server', error));
  };

  const handleOnline = () => {
    failures = 0;
    reachable = true;
    setStatus({});
    void scheduleSync();
  };
  const handleOffline = () => setStatus({});
  const handleVisible = () => {
    if (isVisible()) void scheduleSync();
  };

  return {
    onlineOnly: inLane,
    drain: async () => (await push(true)).drained,
    sync: () => inLane(() => runSync(true)),
    scheduleSync,
    inFlightSeq: () => inFlight,
    status: () => status,
    start() {
      if (isStarted) return;
      isStarted = true;
      pullTimer = setInterval(() => {
        if (isVisible()) void scheduleSync();
      }, PULL_EVERY_MS);
      if (typeof window !== 'undefined') {
        window.addEventListener('online', handleOnline);
        window.addEventListener('offline', handleOffline);
        document.addEventListener('visibilitychange', handleVisible);
      }
    },
    stop() {
      isStarted = false;
      clearInterval(pullTimer);
      clearTimeout(retryTimer);
      retryTimer = undefined;
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', handleOnline);
        window.removeEventListener('offline', handleOffline);
        document.removeEventListener('visibilitychange', handleVisible);
      }
    },
  };
};
