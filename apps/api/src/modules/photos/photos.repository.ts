import {
  mergeFields,
  type FieldConflict,
  type PhotoCreateBody,
  type PhotoFileKind,
  type PhotoUpdateBody,
  type WirePhoto,
} from '@jobtrack/core/wire';
import { JOB_PHOTOS_MAX } from '@jobtrack/core';
import { deleteRecord, isDeleted, writeOwned, type Created } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { isoTimestamp } from '../../db/sql.ts';
import type { FileRef, PhotoStore } from './photo-store.ts';

type Row = WirePhoto;

const COLUMNS = `id, job_id, label, caption, content_type, width, height, bytes,
  ${isoTimestamp('taken_at')} AS taken_at, image_sha256 IS NOT NULL AS uploaded,
  ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at`;

/** What the server keeps of a photo's files. */
export type StoredFiles = {
  label: WirePhoto['label'];
  job_id: string;
  image_sha256: string | null;
  image_type: string | null;
  thumb_sha256: string | null;
  thumb_type: string | null;
};

/** What an upload found: done (now or before), or why it stored nothing. */
export type Upload =
  | { outcome: 'stored' | 'same'; photo: WirePhoto }
  | { outcome: 'missing' | 'other_bytes' | 'full' };

const FILES = 'label, job_id, image_sha256, image_type, thumb_sha256, thumb_type';

const selectOne = async (runner: Queryable, ownerId: string, id: string) => {
  const [row] = await runner.query<Row>(
    `SELECT ${COLUMNS} FROM photos WHERE owner_id = $1 AND id = $2`,
    [ownerId, id],
  );
  return row;
};

/** The owner's bytes of photos kept on the server: what the quota counts. */
const USAGE = `SELECT coalesce(sum(coalesce(image_size, 0) + coalesce(thumb_size, 0)), 0)::float8
  AS used FROM photos WHERE owner_id = $1`;

export function createPhotosRepository(db: Db, store: PhotoStore) {
  return {
    get: (ownerId: string, id: string): Promise<WirePhoto | undefined> =>
      selectOne(db, ownerId, id),

    async files(ownerId: string, id: string): Promise<StoredFiles | undefined> {
      const [row] = await db.query<StoredFiles>(
        `SELECT ${FILES} FROM photos WHERE owner_id = $1 AND id = $2`,
        [ownerId, id],
      );
      return row;
    },

    async usage(ownerId: string): Promise<number> {
      const [row] = await db.query<{ used: number }>(USAGE, [ownerId]);
      return Number(row?.used ?? 0);
    },

    /**
     * Inserts the photo made on a device. The same id again answers the stored one (created:
     * false); an id the owner deleted, 'deleted'; a job not the owner's, 'no_job'; a job with
     * its 100 photos already, 'job_full'. None of those changes anything.
     */
    async insert(
      ownerId: string,
      body: PhotoCreateBody,
    ): Promise<Created<WirePhoto> | 'deleted' | 'no_job' | 'job_full'> {
      const { value } = await writeOwned<Created<WirePhoto> | 'deleted' | 'no_job' | 'job_full'>(
        db,
        ownerId,
        async (tx, seq) => {
          if (await isDeleted(tx, ownerId, 'photo', body.id)) {
            return { changed: false, value: 'deleted' };
          }
          const existing = await selectOne(tx, ownerId, body.id);
          if (existing) return { changed: false, value: { record: existing, created: false } };
          const [job] = await tx.query<{ photos: number }>(
            `SELECT (SELECT count(*)::int FROM photos p WHERE p.owner_id = j.owner_id AND p.job_id = j.id)
               AS photos
             FROM jobs j WHERE j.owner_id = $1 AND j.id = $2 FOR UPDATE`,
            [ownerId, body.job_id],
          );
          if (!job) return { changed: false, value: 'no_job' };
          if (job.photos >= JOB_PHOTOS_MAX) return { changed: false, value: 'job_full' };
          const [row] = await tx.query<Row>(
            `INSERT INTO photos (owner_id, id, job_id, label, caption, content_type, width, height,
               bytes, taken_at, change_seq)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11)
             RETURNING ${COLUMNS}`,
            [
              ownerId,
              body.id,
              body.job_id,
              body.label,
              body.caption ?? '',
              body.content_type,
              body.width,
              body.height,
              body.bytes,
              body.taken_at,
              seq,
            ],
          );
          return { changed: true, value: { record: row!, created: true } };
        },
      );
      return value;
    },

    /**
     * Changes the label or caption. With `base` a field another device changed meanwhile keeps
     * its stored value and is answered in `conflicts` (decision 047).
     */
    async update(
      ownerId: string,
      id: string,
      body: PhotoUpdateBody,
    ): Promise<{ record: WirePhoto; conflicts: FieldConflict[] } | undefined> {
      const { base, ...changes } = body;
      const { value } = await writeOwned<
        { record: WirePhoto; conflicts: FieldConflict[] } | undefined,
        { found: boolean; label: string; caption: string }
      >(
        db,
        ownerId,
        async (tx, seq, stored) => {
          if (!stored) return { changed: false, value: undefined };
          const { write, conflicts } = mergeFields(
            { label: stored.label, caption: stored.caption },
            changes,
            base,
          );
          if (write.label === undefined && write.caption === undefined) {
            const kept = await selectOne(tx, ownerId, id);
            return { changed: false, value: kept && { record: kept, conflicts } };
          }
          const [row] = await tx.query<Row>(
            `UPDATE photos SET label = coalesce($3, label), caption = coalesce($4, caption),
               change_seq = $5, updated_at = now()
             WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
            [ownerId, id, write.label ?? null, write.caption ?? null, seq],
          );
          return { changed: row !== undefined, value: row && { record: row, conflicts } };
        },
        {
          sql: `SELECT true AS found, label, caption FROM photos
                WHERE owner_id = $1 AND id = $2 FOR UPDATE`,
          params: [id],
        },
      );
      return value;
    },

    /**
     * Records a stored file on the photo's row, after the store has it, in one write that holds
     * the owner's number (so two uploads of one owner never both pass the quota). The same bytes
     * again change nothing; other bytes than the ones stored, or a full quota, store nothing.
     */
    async setFile(
      ownerId: string,
      id: string,
      kind: PhotoFileKind,
      file: { sha256: string; size: number; type: string; bytes: Uint8Array },
      quotaBytes: number,
    ): Promise<Upload> {
      const { value } = await writeOwned<
        Upload,
        { found: boolean; sha: string | null; used: number }
      >(
        db,
        ownerId,
        async (tx, seq, stored) => {
          if (!stored) return { changed: false, value: { outcome: 'missing' } };
          if (stored.sha === file.sha256) {
            const photo = await selectOne(tx, ownerId, id);
            return {
              changed: false,
              value: photo ? { outcome: 'same', photo } : { outcome: 'missing' },
            };
          }
          if (stored.sha !== null) return { changed: false, value: { outcome: 'other_bytes' } };
          if (Number(stored.used) + file.size > quotaBytes) {
            return { changed: false, value: { outcome: 'full' } };
          }
          const ref: FileRef = { ownerId, photoId: id, kind, sha256: file.sha256 };
          // The file first: the row says it is there only once it is.
          await store.put(tx, ref, file.bytes);
          const [row] = await tx.query<Row>(
            `UPDATE photos SET ${kind}_sha256 = $3, ${kind}_size = $4, ${kind}_type = $5,
               change_seq = $6, updated_at = now()
             WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
            [ownerId, id, file.sha256, file.size, file.type, seq],
          );
          return { changed: true, value: { outcome: 'stored', photo: row! } };
        },
        {
          sql: `SELECT true AS found, ${kind}_sha256 AS sha, (${USAGE.replace('$1', 'p.owner_id')}) AS used
                FROM photos p WHERE p.owner_id = $1 AND p.id = $2 FOR UPDATE`,
          params: [id],
        },
      );
      return value;
    },

    /** Deletes the photo with its tombstone (its files in the database go with it). */
    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRecord(db, ownerId, 'photo', 'photos', id);
    },

    /** The ids of the owner's photos (what a sweep of the folder keeps). */
    async ids(ownerId: string): Promise<Set<string>> {
      const rows = await db.query<{ id: string }>('SELECT id FROM photos WHERE owner_id = $1', [
        ownerId,
      ]);
      return new Set(rows.map((row) => row.id));
    },

    /** Of `ids`, the owner's photos of the jobs `jobIds` (a document may show only those). */
    async ofJobs(ownerId: string, ids: readonly string[], jobIds: readonly string[]) {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM photos WHERE owner_id = $1 AND id = ANY($2::text[])
           AND job_id = ANY($3::text[])`,
        [ownerId, ids, jobIds],
      );
      return new Set(rows.map((row) => row.id));
    },

    /** For the sync pull, inside its snapshot. */
    async changed(
      runner: Queryable,
      ownerId: string,
      after: number,
      upTo: number,
    ): Promise<WirePhoto[]> {
      return runner.query<Row>(
        `SELECT ${COLUMNS} FROM photos
         WHERE owner_id = $1 AND change_seq > $2 AND change_seq <= $3 ORDER BY change_seq, id`,
        [ownerId, after, upTo],
      );
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
