// The photos' files on their way to the server (issue 27, decision 068). The queue is the
// replica's `photoFiles` table (rows with `pending: 1`), so it survives reloads and a closed app.
// A file goes once its photo's record is on the server (no create of it waiting or refused), one
// at a time, as `PUT /api/photos/{id}/image|thumb` with the raw bytes; the server stores the same
// bytes once, so a resend after a lost answer does no harm and each file is kept exactly once.
// Failures wait 2 s, 5 s, 15 s, 30 s, then 60 s (404: the record is not there yet); no
// connection stops the run until the next wake (a change of the replica, `online`). A file the
// server refuses for good (400, 413, 415) stays on the device and is told to the owner with the
// refused writes (`onRefused`), until Retry (`retry`) or the photo's deletion.
import type { HttpClient } from '#web/lib/http.ts';
import type { Logger } from '../shared/data-log.ts';
import { TRY_DELAYS_MS } from './outbox.ts';
import type { PhotoFileRow, PhotoFileSize, ReplicaDb } from './replica-db.ts';
import type { ReplicaState } from './replica-state.ts';

export type PhotoUploads = { done: number; total: number };

export type PhotoUploader = {
  /**
   * Keeps a new photo's files on the device, queued for upload, before its record is saved;
   * `settled` once it is (or failed): until then the files are not taken for orphans.
   */
  keep(photoId: string, files: { image: Blob; thumb: Blob }): Promise<void>;
  settled(photoId: string): void;
  /** The device's copy of a file, if any. */
  file(photoId: string, size: PhotoFileSize): Promise<Blob | null>;
  /** Keeps a file fetched from the server (already there: nothing to send). */
  cache(photoId: string, size: PhotoFileSize, blob: Blob): Promise<void>;
  /** Looks for work: call after any change of the replica, on `online`. */
  wake(): void;
  /** Sends again the files of a photo the server refused (the owner's Retry). */
  retry(photoId: string): Promise<void>;
  /** Photos whose files still wait, and this run's progress; null when none waits. */
  progress(): PhotoUploads | null;
  /** The photos whose files still wait (they count as not synced). */
  waiting(): ReadonlySet<string>;
  /** Removes the files of photos no longer on the device (deleted here, elsewhere, cleared). */
  sweep(): Promise<void>;
  /** Resolves when nothing can be sent now (tests). */
  idle(): Promise<void>;
  stop(): void;
};

const ORDER: Record<PhotoFileSize, number> = { image: 0, thumb: 1 };

/**
 * Whether the server holds the photo's record and its files may go: no create of it waits or was
 * refused, and no refusal of its files waits for the owner.
 */
const isOnServer = (state: ReplicaState, photoId: string): boolean =>
  !state.outbox.some((entry) => entry.id === photoId && entry.op === 'createPhoto') &&
  !state.refused.some((entry) => entry.write.id === photoId && entry.write.op === 'createPhoto');

/** The photos whose files the server refused, listed for the owner (not counted as waiting). */
const refusedUploads = (state: ReplicaState): Set<string> =>
  new Set(state.refused.flatMap((entry) => (entry.upload ? [entry.write.id] : [])));

export const createPhotoUploader = (options: {
  db: ReplicaDb;
  http: HttpClient;
  state: () => ReplicaState;
  logger: Logger;
  now: () => number;
  /** The progress or the waiting count changed. */
  onChange: () => void;
  /** The server refused a photo's file for good: the owner is told (refuseUpload). */
  onRefused: (photoId: string, failure: { code: string; message: string }) => Promise<void>;
  fetch?: typeof fetch;
}): PhotoUploader => {
  const { db, http, logger } = options;
  const fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
  let waitingIds = new Set<string>();
  let done = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: PhotoUploads | null = null;
  const adding = new Set<string>();

  const progressNow = (): PhotoUploads | null => {
    const total = done + waitingIds.size;
    if (waitingIds.size === 0) return null;
    if (last && last.done === done && last.total === total) return last;
    last = { done, total };
    return last;
  };

  /** The queue as stored: its photos, and the rows that may go now, in the photos' order. */
  const readQueue = async () => {
    const rows = await db.photoFiles.where('pending').equals(1).toArray();
    const state = options.state();
    const photos = new Map(state.snapshot.photos.map((photo, i) => [photo.id, i]));
    // Files of a photo deleted meanwhile go with it.
    const orphans = rows.filter((row) => !photos.has(row.photoId) && !adding.has(row.photoId));
    if (orphans.length > 0) {
      await db.photoFiles.bulkDelete(orphans.map((row) => [row.photoId, row.size] as const));
    }
    const told = refusedUploads(state);
    const live = rows.filter((row) => photos.has(row.photoId) && !told.has(row.photoId));
    const ids = new Set(live.map((row) => row.photoId));
    const changed = ids.size !== waitingIds.size || [...ids].some((id) => !waitingIds.has(id));
    if (ids.size < waitingIds.size) done += waitingIds.size - ids.size;
    waitingIds = ids;
    if (ids.size === 0) done = 0;
    if (changed) options.onChange();
    const ready = live
      .filter((row) => isOnServer(state, row.photoId))
      .sort(
        (a, b) => photos.get(a.photoId)! - photos.get(b.photoId)! || ORDER[a.size] - ORDER[b.size],
      );
    return ready;
  };

  const put = async (row: PhotoFileRow): Promise<Response> => {
    const token = http.getToken();
    return fetchImpl(`${http.baseUrl}/api/photos/${encodeURIComponent(row.photoId)}/${row.size}`, {
      method: 'PUT',
      headers: {
        'Content-Type': row.blob.type || 'image/jpeg',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: row.blob,
    });
  };

  const later = (row: PhotoFileRow) => {
    const tries = (row.tries ?? 0) + 1;
    const delay = TRY_DELAYS_MS[Math.min(tries - 1, TRY_DELAYS_MS.length - 1)]!;
    return db.photoFiles.update([row.photoId, row.size], {
      tries,
      retryAt: options.now() + delay,
    });
  };

  const schedule = (at: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => wake(), Math.max(200, at - options.now()));
  };

  /** Sends what may go now, one file at a time; stops without a connection. */
  const run = async (): Promise<void> => {
    for (;;) {
      if (stopped || !http.getToken()) return;
      const ready = await readQueue();
      const now = options.now();
      const row = ready.find((one) => (one.retryAt ?? 0) <= now);
      if (!row) {
        const next = Math.min(...ready.map((one) => one.retryAt ?? Infinity));
        if (Number.isFinite(next)) schedule(next);
        return;
      }
      let response: Response;
      try {
        response = await put(row);
      } catch (error) {
        // No connection: not a try; the next wake (online, a sync) starts again.
        logger.warn(`photo ${row.photoId} kept on this device until there is a connection`, error);
        schedule(now + TRY_DELAYS_MS[2]);
        return;
      }
      if (response.ok) {
        await db.photoFiles.update([row.photoId, row.size], { pending: 0 });
        continue;
      }
      const status = response.status;
      if (status === 404 || status === 408 || status === 429 || status >= 500 || status === 401) {
        // 404: the record is not on the server yet (or was deleted: the pull takes it away).
        await later(row);
        continue;
      }
      // 400, 413, 415: the server will not take these bytes. Kept on the device, not resent until
      // the owner's Retry; the owner sees it with the refused writes.
      const body = (await response.json().catch(() => null)) as {
        code?: unknown;
        error?: unknown;
      } | null;
      const code = typeof body?.code === 'string' ? body.code : `http_${status}`;
      const message = typeof body?.error === 'string' ? body.error : `HTTP ${status}`;
      logger.warn(`the server refused photo ${row.photoId}'s ${row.size} (${code})`);
      await db.photoFiles.update([row.photoId, row.size], { pending: 0, refused: code });
      await options.onRefused(row.photoId, { code, message });
    }
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => logger.error('could not upload photos', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  return {
    async keep(photoId, files) {
      adding.add(photoId);
      await db.photoFiles.bulkPut([
        { photoId, size: 'image', blob: files.image, pending: 1 },
        { photoId, size: 'thumb', blob: files.thumb, pending: 1 },
      ]);
    },
    async file(photoId, size) {
      return (await db.photoFiles.get([photoId, size]))?.blob ?? null;
    },
    async cache(photoId, size, blob) {
      await db.photoFiles.put({ photoId, size, blob, pending: 0 });
    },
    settled: (photoId) => void adding.delete(photoId),
    async retry(photoId) {
      const rows = await db.photoFiles.where('photoId').equals(photoId).toArray();
      const again = rows.filter((row) => row.refused !== undefined);
      await db.photoFiles.bulkPut(
        again.map(({ tries: _tries, retryAt: _at, refused: _code, ...row }) => ({
          ...row,
          pending: 1 as const,
        })),
      );
      wake();
    },
    async sweep() {
      const ids = (await db.photoFiles.orderBy('photoId').uniqueKeys()) as string[];
      const live = new Set(options.state().snapshot.photos.map((photo) => photo.id));
      const gone = ids.filter((id) => !live.has(id) && !adding.has(id));
      if (gone.length > 0) await db.photoFiles.where('photoId').anyOf(gone).delete();
    },
    wake,
    progress: progressNow,
    waiting: () => waitingIds,
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
};
