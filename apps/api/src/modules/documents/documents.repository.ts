import type { ServerDocument } from '@jobtrack/core/wire';
import { deleteRecord, isDeleted, writeOwned, type Created } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { isoTimestamp } from '../../db/sql.ts';
import { newShareToken } from '../../lib/share-token.ts';

/** What a document copies from the owner's data when it is made. */
export type DocumentContent = Pick<
  ServerDocument,
  | 'job_ids'
  | 'business'
  | 'customer'
  | 'lines'
  | 'total'
  | 'paid'
  | 'balance'
  | 'payment_method'
  | 'paid_at'
  | 'note'
>;

type Row = {
  id: string;
  kind: ServerDocument['kind'];
  number: string;
  customer_id: string;
  issued_date: string;
  language: ServerDocument['language'];
  content: DocumentContent;
  share_token: string | null;
  share_expires_at: string | null;
  photo_ids: string[];
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, kind, number, customer_id, issued_date::text AS issued_date, language, content,
  share_token, ${isoTimestamp('share_expires_at')} AS share_expires_at, photo_ids,
  ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at`;

const toDocument = (row: Row): ServerDocument => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  customer_id: row.customer_id,
  issued_date: row.issued_date,
  language: row.language,
  ...row.content,
  share_token: row.share_token,
  share_expires_at: row.share_expires_at,
  photo_ids: row.photo_ids,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A job's sign-off as the public page prints it. */
export type JobSignOff = {
  job_id: string;
  name: string;
  signed_at: string;
  /** Minutes east of UTC on the signer's clock. */
  utc_offset: number;
  photo_id: string;
};

/** A job as stored, whatever columns later migrations add (amount_paid, payment_method, …). */
export type StoredJob = Record<string, unknown> & { id: string; customer_id: string };

/**
 * A create a client may retry (decision 034): 'deleted' for an id the owner deleted, the stored
 * document for an id it has (created: false), else the one `make` inserts in the same write.
 */
async function createOnce(
  db: Db,
  ownerId: string,
  id: string,
  make: (tx: Queryable, seq: number) => Promise<ServerDocument>,
): Promise<Created<ServerDocument> | 'deleted'> {
  const { value } = await writeOwned<Created<ServerDocument> | 'deleted'>(
    db,
    ownerId,
    async (tx, seq) => {
      if (await isDeleted(tx, ownerId, 'document', id)) return { changed: false, value: 'deleted' };
      const existing = await selectOne(tx, ownerId, id);
      if (existing) return { changed: false, value: { record: existing, created: false } };
      return { changed: true, value: { record: await make(tx, seq), created: true } };
    },
  );
  return value;
}

export function createDocumentsRepository(db: Db) {
  /** Changes one of the share link's columns in one owned write; undefined when not found. */
  const setLink = async (
    ownerId: string,
    id: string,
    column: 'share_token' | 'share_expires_at',
    value: string | null,
  ): Promise<ServerDocument | undefined> => {
    const { value: document } = await writeOwned<ServerDocument | undefined>(
      db,
      ownerId,
      async (tx, seq) => {
        const [row] = await tx.query<Row>(
          `UPDATE documents SET ${column} = $3, change_seq = $4, updated_at = now()
           WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
          [ownerId, id, value, seq],
        );
        return { changed: row !== undefined, value: row && toDocument(row) };
      },
    );
    return document;
  };

  return {
    async list(ownerId: string, customerId?: string): Promise<ServerDocument[]> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM documents WHERE owner_id = $1
           AND ($2::text IS NULL OR customer_id = $2)
         ORDER BY created_at DESC, id DESC`,
        [ownerId, customerId ?? null],
      );
      return rows.map(toDocument);
    },

    async get(ownerId: string, id: string): Promise<ServerDocument | undefined> {
      const [row] = await db.query<Row>(
        `SELECT ${COLUMNS} FROM documents WHERE owner_id = $1 AND id = $2`,
        [ownerId, id],
      );
      return row && toDocument(row);
    },

    /**
     * The public page: the one document of this token, never revoked, not past its expiry, and
     * whose customer is still there (a share link ends with its document, customer or account).
     */
    async byToken(token: string): Promise<(ServerDocument & { owner_id: string }) | undefined> {
      const [row] = await db.query<Row & { owner_id: string }>(
        `SELECT ${COLUMNS}, owner_id FROM documents d WHERE share_token = $1
           AND (share_expires_at IS NULL OR share_expires_at > now())
           AND EXISTS (SELECT 1 FROM customers c WHERE c.owner_id = d.owner_id AND c.id = d.customer_id)`,
        [token],
      );
      return row && { ...toDocument(row), owner_id: row.owner_id };
    },

    /**
     * The sign-offs of the document's jobs (decision 067): the signer, when (and the offset
     * from UTC their clock had), and the photo of the drawing.
     */
    async signatures(ownerId: string, jobIds: readonly string[]): Promise<JobSignOff[]> {
      return db.query<JobSignOff>(
        `SELECT id AS job_id, signature_name AS name,
           ${isoTimestamp('signature_signed_at')} AS signed_at,
           coalesce(signature_utc_offset, 0)::int AS utc_offset, signature_photo_id AS photo_id
         FROM jobs WHERE owner_id = $1 AND id = ANY($2::text[]) AND signature_name IS NOT NULL
         ORDER BY signature_signed_at, id`,
        [ownerId, jobIds],
      );
    },

    /** Sets the photos the document shows; undefined when the owner has no such document. */
    async setPhotos(
      ownerId: string,
      id: string,
      photoIds: readonly string[],
    ): Promise<ServerDocument | undefined> {
      const { value } = await writeOwned<ServerDocument | undefined>(
        db,
        ownerId,
        async (tx, seq) => {
          const [row] = await tx.query<Row>(
            `UPDATE documents SET photo_ids = $3::text[], change_seq = $4, updated_at = now()
             WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
            [ownerId, id, photoIds, seq],
          );
          return { changed: row !== undefined, value: row && toDocument(row) };
        },
      );
      return value;
    },

    /** Sets when the share link ends (null: never); undefined when not found. */
    setShareExpiry(ownerId: string, id: string, expiresAt: string | null) {
      return setLink(ownerId, id, 'share_expires_at', expiresAt);
    },

    /** The owner's jobs among ids, as stored rows (to_jsonb keeps every column). */
    async jobs(ownerId: string, ids: string[]): Promise<StoredJob[]> {
      const rows = await db.query<{ job: StoredJob }>(
        `SELECT to_jsonb(j) AS job FROM jobs j WHERE owner_id = $1 AND id = ANY($2::text[])`,
        [ownerId, ids],
      );
      return rows.map((row) => row.job);
    },

    /**
     * Inserts the document with the owner's next number of its kind. The counter row is taken in
     * this transaction: a concurrent create waits for it, and a failed one rolls its number back,
     * so numbers never repeat and never skip. A retried create of the same id answers the first.
     */
    async insert(
      ownerId: string,
      document: Omit<
        Row,
        'number' | 'share_token' | 'share_expires_at' | 'created_at' | 'updated_at'
      >,
      numberFor: (sequence: number) => string,
    ): Promise<Created<ServerDocument> | 'deleted'> {
      return createOnce(db, ownerId, document.id, async (tx, seq) => {
        const [counter] = await tx.query<{ last_number: number }>(
          `INSERT INTO document_counters (owner_id, kind, last_number) VALUES ($1, $2, 1)
             ON CONFLICT (owner_id, kind)
               DO UPDATE SET last_number = document_counters.last_number + 1
             RETURNING last_number`,
          [ownerId, document.kind],
        );
        const sequence = Number(counter!.last_number);
        return insertRow(tx, ownerId, document, sequence, numberFor(sequence), seq);
      });
    },

    /**
     * Brings back a document of a backup file (decision 034) with the number it was issued
     * with, unless it has none or the owner already uses that number: then it takes the next
     * one. The counter moves past the highest number kept, so a new document never reuses one.
     * The counter row is taken first, so a concurrent create waits as for any other.
     */
    async importOne(
      ownerId: string,
      document: Omit<
        Row,
        'number' | 'share_token' | 'share_expires_at' | 'photo_ids' | 'created_at' | 'updated_at'
      > & {
        sequence: number | null;
        created_at: string | null;
        photo_ids: readonly string[];
      },
      numberFor: (sequence: number) => string,
    ): Promise<Created<ServerDocument> | 'deleted'> {
      return createOnce(db, ownerId, document.id, async (tx, seq) => {
        await tx.query(
          `INSERT INTO document_counters (owner_id, kind, last_number) VALUES ($1, $2, $3)
             ON CONFLICT (owner_id, kind)
               DO UPDATE SET last_number = GREATEST(document_counters.last_number, $3)`,
          [ownerId, document.kind, document.sequence ?? 0],
        );
        const taken =
          document.sequence === null ||
          (
            await tx.query(
              'SELECT 1 FROM documents WHERE owner_id = $1 AND kind = $2 AND sequence = $3',
              [ownerId, document.kind, document.sequence],
            )
          ).length > 0;
        let sequence = document.sequence ?? 0;
        if (taken) {
          const [counter] = await tx.query<{ last_number: number }>(
            `UPDATE document_counters SET last_number = last_number + 1
               WHERE owner_id = $1 AND kind = $2 RETURNING last_number`,
            [ownerId, document.kind],
          );
          sequence = Number(counter!.last_number);
        }
        return insertRow(tx, ownerId, document, sequence, numberFor(sequence), seq);
      });
    },

    /** Sets a new share token (share again) or none (revoke); undefined when not found. */
    setToken(ownerId: string, id: string, token: string | null) {
      return setLink(ownerId, id, 'share_token', token);
    },

    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRecord(db, ownerId, 'document', 'documents', id);
    },

    /** For the sync pull, inside its snapshot. */
    async changed(
      runner: Queryable,
      ownerId: string,
      after: number,
      upTo: number,
    ): Promise<ServerDocument[]> {
      const rows = await runner.query<Row>(
        `SELECT ${COLUMNS} FROM documents
         WHERE owner_id = $1 AND change_seq > $2 AND change_seq <= $3 ORDER BY change_seq, id`,
        [ownerId, after, upTo],
      );
      return rows.map(toDocument);
    },
  };
}

/**
 * Writes one document row with a fresh share link; `created_at` null (a new document) is now.
 * Both a create and an import end here, each after taking its number.
 */
const insertRow = async (
  tx: Queryable,
  ownerId: string,
  document: Omit<
    Row,
    | 'sequence'
    | 'number'
    | 'share_token'
    | 'share_expires_at'
    | 'photo_ids'
    | 'created_at'
    | 'updated_at'
  > & {
    created_at?: string | null;
    photo_ids?: readonly string[];
  },
  sequence: number,
  number: string,
  seq: number,
): Promise<ServerDocument> => {
  const [row] = await tx.query<Row>(
    `INSERT INTO documents (owner_id, id, kind, sequence, number, customer_id, issued_date,
         language, content, share_token, change_seq, created_at, photo_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12::timestamptz, now()),
         $13::text[])
       RETURNING ${COLUMNS}`,
    [
      ownerId,
      document.id,
      document.kind,
      sequence,
      number,
      document.customer_id,
      document.issued_date,
      document.language,
      JSON.stringify(document.content),
      newShareToken(),
      seq,
      document.created_at ?? null,
      document.photo_ids ?? [],
    ],
  );
  return toDocument(row!);
};

const selectOne = async (tx: Queryable, ownerId: string, id: string) => {
  const [row] = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM documents WHERE owner_id = $1 AND id = $2`,
    [ownerId, id],
  );
  return row && toDocument(row);
};

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
