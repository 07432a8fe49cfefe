// The public pages of documents (/d/{token}) and quotes (/q/{token}): one share link per record,
// kept twice (migration 017, decision 070). The record keeps its token and end, the owner's copy
// that the owner's devices are sent; `share_tokens`, keyed by the token, is what a page looks up,
// since a customer's browser knows a token and no owner. Every change of a link writes both in the
// record's own write (writeOwned), so they never disagree; the page reads the record with its
// owner_id and its token, so a stale lookup row could never show a record either.
import { randomBytes } from 'node:crypto';
import { writeOwned } from '../db/changes.ts';
import type { Db, Queryable } from '../db/db.ts';

/** A public page's token (documents, quotes): 128 random bits, base64url (decision 035). */
export const newShareToken = () => randomBytes(16).toString('base64url');

/** The kinds of record that have a public page, and their tables. */
export type SharedKind = 'document' | 'quote';
const TABLES: Record<SharedKind, 'documents' | 'quotes'> = {
  document: 'documents',
  quote: 'quotes',
};

/**
 * The link of a record being made, in its write: the lookup row, and the token for the record's
 * own column.
 */
export async function issueShareToken(
  tx: Queryable,
  ownerId: string,
  kind: SharedKind,
  recordId: string,
): Promise<string> {
  const token = newShareToken();
  await tx.query(
    'INSERT INTO share_tokens (token, owner_id, kind, record_id) VALUES ($1, $2, $3, $4)',
    [token, ownerId, kind, recordId],
  );
  return token;
}

/** Removes the lookup rows of these tokens (one statement each: each is routed by its token). */
async function dropTokens(tx: Queryable, tokens: readonly (string | null)[]): Promise<void> {
  for (const token of tokens) {
    if (token) await tx.query('DELETE FROM share_tokens WHERE token = $1', [token]);
  }
}

/**
 * In a write that deletes records of the owner, before they go: the links of the records of
 * `kind` that `where` selects ($1 the owner, then `params`) go too.
 */
export async function forgetShareLinks(
  tx: Queryable,
  ownerId: string,
  kind: SharedKind,
  where: string,
  params: unknown[],
): Promise<void> {
  const rows = await tx.query<{ share_token: string | null }>(
    `SELECT share_token FROM ${TABLES[kind]}
     WHERE owner_id = $1 AND share_token IS NOT NULL AND ${where}`,
    [ownerId, ...params],
  );
  await dropTokens(
    tx,
    rows.map((row) => row.share_token),
  );
}

/**
 * The share link writes and the public page's read of one kind of record, for its repository:
 * `columns` is its SELECT list (unqualified) and `toRecord` its wire shape.
 */
export function createShareLinks<Row, Record>(
  db: Db,
  kind: SharedKind,
  { columns, toRecord }: { columns: string; toRecord: (row: Row) => Record },
) {
  const table = TABLES[kind];

  /** Changes the record's link (ends it, or sets its end) in one owned write. */
  const change = async (
    ownerId: string,
    id: string,
    next: { revoke: true } | { expiresAt: string | null },
  ): Promise<Record | undefined> => {
    const { value } = await writeOwned<Record | undefined>(db, ownerId, async (tx, seq) => {
      const [current] = await tx.query<{ share_token: string | null }>(
        `SELECT share_token FROM ${table} WHERE owner_id = $1 AND id = $2 FOR UPDATE`,
        [ownerId, id],
      );
      if (!current) return { changed: false, value: undefined };
      if ('revoke' in next) {
        await dropTokens(tx, [current.share_token]);
      } else if (current.share_token) {
        await tx.query('UPDATE share_tokens SET expires_at = $2 WHERE token = $1', [
          current.share_token,
          next.expiresAt,
        ]);
      }
      const [row] = await tx.query<Row>(
        `UPDATE ${table} SET ${'revoke' in next ? 'share_token = NULL' : 'share_expires_at = $4'},
           change_seq = $3, updated_at = now()
         WHERE owner_id = $1 AND id = $2 RETURNING ${columns}`,
        'revoke' in next ? [ownerId, id, seq] : [ownerId, id, seq, next.expiresAt],
      );
      return { changed: true, value: toRecord(row!) };
    });
    return value;
  };

  return {
    /** Ends the link for good (a new one is never the same); undefined when not found. */
    revoke: (ownerId: string, id: string) => change(ownerId, id, { revoke: true }),

    /** Sets when the link ends (null: never); undefined when not found. */
    setExpiry: (ownerId: string, id: string, expiresAt: string | null) =>
      change(ownerId, id, { expiresAt }),

    /** In the write that deletes records of the owner (`where` from $2 on): their links go. */
    forget: (tx: Queryable, ownerId: string, where: string, params: unknown[]) =>
      forgetShareLinks(tx, ownerId, kind, where, params),

    /**
     * The public page: the token's record and its owner, while the link is neither revoked nor
     * past its end, and the record's customer is still there (a link ends with its record, its
     * customer or the account). The token is looked up first; the record is then read as any
     * owned read is, with its owner_id.
     */
    async byToken(token: string): Promise<{ ownerId: string; record: Record } | undefined> {
      const [link] = await db.query<{ owner_id: string; record_id: string }>(
        `SELECT owner_id, record_id FROM share_tokens
         WHERE token = $1 AND kind = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [token, kind],
      );
      if (!link) return undefined;
      const [row] = await db.query<Row>(
        `SELECT ${columns} FROM ${table} r
         WHERE r.owner_id = $1 AND r.id = $2 AND r.share_token = $3
           AND EXISTS (SELECT 1 FROM customers c WHERE c.owner_id = $1 AND c.id = r.customer_id)`,
        [link.owner_id, link.record_id, token],
      );
      return row && { ownerId: link.owner_id, record: toRecord(row) };
    },
  };
}
