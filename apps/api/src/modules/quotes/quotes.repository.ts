import type { ServerQuote } from '@jobtrack/core/wire';
import { deleteRecord, isDeleted, writeOwned, type Created } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { asNumber, isoTimestamp } from '../../db/sql.ts';
import { createShareLinks, issueShareToken } from '../../lib/share-token.ts';

/** What a quote holds as the owner wrote it and as it was copied (its `content` column). */
export type QuoteContent = Pick<
  ServerQuote,
  'business' | 'customer' | 'items' | 'notes' | 'repeat'
>;

/** The quote's own fields of a new or imported row; the rest is set by the write. */
export type NewQuote = {
  id: string;
  customer_id: string;
  issued_date: string;
  valid_until: string;
  language: ServerQuote['language'];
  content: QuoteContent;
};

/** What an imported quote keeps as it was. */
export type KeptQuote = NewQuote & {
  sequence: number | null;
  sent_at: string | null;
  viewed_at: string | null;
  answer: ServerQuote['answer'];
  job_id: string | null;
  series_id: string | null;
  created_at: string | null;
};

/** The customer's answer as stored: the signature as its PNG's bytes in base64. */
export type NewAnswer =
  | {
      decision: 'accepted';
      signer_name: string;
      signature_base64: string;
      chosen_item_ids: string[];
      total: number;
    }
  | { decision: 'declined'; reason: string };

type Row = {
  id: string;
  number: string;
  customer_id: string;
  issued_date: string;
  valid_until: string;
  language: ServerQuote['language'];
  content: QuoteContent;
  sent_at: string | null;
  viewed_at: string | null;
  decision: 'accepted' | 'declined' | null;
  answered_at: string | null;
  signer_name: string | null;
  signature: string | null;
  chosen_item_ids: string[] | null;
  accepted_total: number | null;
  decline_reason: string | null;
  job_id: string | null;
  series_id: string | null;
  share_token: string | null;
  share_expires_at: string | null;
  created_at: string;
  updated_at: string;
};

// The signature goes out as the PNG data URL the page sent (base64 without line breaks, which
// PostgreSQL's encode adds every 76 characters).
const COLUMNS = `id, number, customer_id, issued_date::text AS issued_date,
  valid_until::text AS valid_until, language, content,
  ${isoTimestamp('sent_at')} AS sent_at, ${isoTimestamp('viewed_at')} AS viewed_at,
  decision, ${isoTimestamp('answered_at')} AS answered_at, signer_name,
  CASE WHEN signature IS NULL THEN NULL
    ELSE 'data:image/png;base64,' || translate(encode(signature, 'base64'), E'\\n', '') END
    AS signature,
  chosen_item_ids, ${asNumber('accepted_total')} AS accepted_total, decline_reason,
  job_id, series_id, share_token, ${isoTimestamp('share_expires_at')} AS share_expires_at,
  ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at`;

const answerOf = (row: Row): ServerQuote['answer'] =>
  row.decision === 'accepted'
    ? {
        decision: 'accepted',
        at: row.answered_at!,
        signer_name: row.signer_name!,
        signature: row.signature!,
        chosen_item_ids: row.chosen_item_ids ?? [],
        total: Number(row.accepted_total),
      }
    : row.decision === 'declined'
      ? { decision: 'declined', at: row.answered_at!, reason: row.decline_reason ?? '' }
      : null;

const toQuote = (row: Row): ServerQuote => ({
  id: row.id,
  number: row.number,
  customer_id: row.customer_id,
  issued_date: row.issued_date,
  valid_until: row.valid_until,
  language: row.language,
  business: row.content.business,
  customer: row.content.customer,
  items: row.content.items,
  notes: row.content.notes,
  repeat: row.content.repeat ?? null,
  sent_at: row.sent_at,
  viewed_at: row.viewed_at,
  answer: answerOf(row),
  job_id: row.job_id,
  series_id: row.series_id,
  share_token: row.share_token,
  share_expires_at: row.share_expires_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The stored answer's columns, from an answer on the wire (an import keeps its signature). */
const answerColumns = (answer: ServerQuote['answer']) => {
  if (!answer) return [null, null, null, null, null, null, null] as const;
  if (answer.decision === 'declined') {
    return ['declined', answer.at, null, null, null, null, answer.reason] as const;
  }
  return [
    'accepted',
    answer.at,
    answer.signer_name,
    answer.signature.slice(answer.signature.indexOf(',') + 1),
    JSON.stringify(answer.chosen_item_ids),
    answer.total,
    null,
  ] as const;
};

const selectOne = async (tx: Queryable, ownerId: string, id: string, lock = false) => {
  const [row] = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM quotes WHERE owner_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [ownerId, id],
  );
  return row && toQuote(row);
};

/** Takes the owner's next quote number in this transaction (its row lock orders concurrent ones). */
const nextSequence = async (tx: Queryable, ownerId: string): Promise<number> => {
  const [counter] = await tx.query<{ last_number: number }>(
    `INSERT INTO quote_counters (owner_id, last_number) VALUES ($1, 1)
       ON CONFLICT (owner_id) DO UPDATE SET last_number = quote_counters.last_number + 1
       RETURNING last_number`,
    [ownerId],
  );
  return Number(counter!.last_number);
};

/** Writes one quote row with a fresh share link; a new quote (created_at null) is made now. */
const insertRow = async (
  tx: Queryable,
  ownerId: string,
  quote: NewQuote & Partial<Omit<KeptQuote, keyof NewQuote>>,
  sequence: number,
  number: string,
  seq: number,
): Promise<ServerQuote> => {
  const [decision, answeredAt, signerName, signature, chosen, total, reason] = answerColumns(
    quote.answer ?? null,
  );
  const [row] = await tx.query<Row>(
    `INSERT INTO quotes (owner_id, id, sequence, number, customer_id, issued_date, valid_until,
         language, content, sent_at, viewed_at, decision, answered_at, signer_name, signature,
         chosen_item_ids, accepted_total, decline_reason, job_id, series_id, share_token,
         change_seq, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, decode($15, 'base64'),
         $16, $17, $18, $19, $20, $21, $22, COALESCE($23::timestamptz, now()))
       RETURNING ${COLUMNS}`,
    [
      ownerId,
      quote.id,
      sequence,
      number,
      quote.customer_id,
      quote.issued_date,
      quote.valid_until,
      quote.language,
      JSON.stringify(quote.content),
      quote.sent_at ?? null,
      quote.viewed_at ?? null,
      decision,
      answeredAt,
      signerName,
      signature,
      chosen,
      total,
      reason,
      quote.job_id ?? null,
      quote.series_id ?? null,
      await issueShareToken(tx, ownerId, 'quote', quote.id),
      seq,
      quote.created_at ?? null,
    ],
  );
  return toQuote(row!);
};

/** The outcome of a change that depends on the stored quote: the quote, or why it was refused. */
export type Verdict<Refusal extends string> = ServerQuote | Refusal | undefined;

/**
 * What the service says of a change, seeing the stored quote: go on (undefined), leave it as it
 * is and answer it ('keep'), or refuse with a reason.
 */
export type Guard<Refusal extends string> = (current: ServerQuote) => Refusal | 'keep' | undefined;

type Change = { set: string; values: unknown[] };

/** The SET clause and values of the customer's answer ($4 on), at the server's time. */
const answerChange = (answer: NewAnswer): Change =>
  answer.decision === 'accepted'
    ? {
        set: `decision = 'accepted', answered_at = now(), signer_name = $4,
          signature = decode($5, 'base64'), chosen_item_ids = $6::jsonb, accepted_total = $7`,
        values: [
          answer.signer_name,
          answer.signature_base64,
          JSON.stringify(answer.chosen_item_ids),
          answer.total,
        ],
      }
    : {
        set: `decision = 'declined', answered_at = now(), decline_reason = $4`,
        values: [answer.reason],
      };

export function createQuotesRepository(db: Db) {
  // The public page and the link's changes, shared with documents (lib/share-token.ts).
  const links = createShareLinks(db, 'quote', { columns: COLUMNS, toRecord: toQuote });

  /**
   * A create a client may retry (as documents, decision 034): 'deleted' for an id the owner
   * deleted, the stored quote for an id it has (created: false), else the one `make` inserts.
   */
  const createOnce = async (
    ownerId: string,
    id: string,
    make: (tx: Queryable, seq: number) => Promise<ServerQuote>,
  ): Promise<Created<ServerQuote> | 'deleted'> => {
    const { value } = await writeOwned<Created<ServerQuote> | 'deleted'>(
      db,
      ownerId,
      async (tx, seq) => {
        if (await isDeleted(tx, ownerId, 'quote', id)) return { changed: false, value: 'deleted' };
        const existing = await selectOne(tx, ownerId, id);
        if (existing) return { changed: false, value: { record: existing, created: false } };
        return { changed: true, value: { record: await make(tx, seq), created: true } };
      },
    );
    return value;
  };

  /**
   * One owned write of one quote, read and locked first: `decide` answers the change (values
   * numbered from $4: $1 owner, $2 id, $3 change number), the quote as it stays (nothing
   * written, no number used), or a refusal. Undefined when the owner has no such quote.
   */
  const change = async <Refusal extends string>(
    ownerId: string,
    id: string,
    decide: (current: ServerQuote) => Change | 'keep' | Refusal,
  ): Promise<Verdict<Refusal>> => {
    const { value } = await writeOwned<Verdict<Refusal>>(db, ownerId, async (tx, seq) => {
      const current = await selectOne(tx, ownerId, id, true);
      if (!current) return { changed: false, value: undefined };
      const decision = decide(current);
      if (decision === 'keep') return { changed: false, value: current };
      if (typeof decision === 'string') return { changed: false, value: decision };
      const [row] = await tx.query<Row>(
        `UPDATE quotes SET ${decision.set}, change_seq = $3, updated_at = now()
         WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [ownerId, id, seq, ...decision.values],
      );
      return { changed: true, value: toQuote(row!) };
    });
    return value;
  };

  /** A change with no condition but the one `unless` names (then the quote stays as it is). */
  const set = (ownerId: string, id: string, next: Change, unless?: (q: ServerQuote) => boolean) =>
    change<never>(ownerId, id, (current) => (unless?.(current) ? 'keep' : next));

  return {
    /** The owner's changes (content, valid-until), unless `guard` keeps or refuses them. */
    update<Refusal extends string>(
      ownerId: string,
      id: string,
      guard: Guard<Refusal>,
      changes: (current: ServerQuote) => { content: QuoteContent; valid_until: string },
    ) {
      return change<Refusal>(ownerId, id, (current) => {
        const verdict = guard(current);
        if (verdict !== undefined) return verdict;
        const next = changes(current);
        return {
          set: 'content = $4::jsonb, valid_until = $5',
          values: [JSON.stringify(next.content), next.valid_until],
        };
      });
    },

    /** Sets when the owner first sent it; later sends leave it (and take no change number). */
    markSent: (ownerId: string, id: string) =>
      set(ownerId, id, { set: 'sent_at = now()', values: [] }, (q) => q.sent_at !== null),

    /** Sets when the customer first opened the page; later openings leave it. */
    markViewed: (ownerId: string, id: string) =>
      set(ownerId, id, { set: 'viewed_at = now()', values: [] }, (q) => q.viewed_at !== null),

    /** Ends the share link for good. */
    revoke: links.revoke,

    /** Sets when the share link ends (null: never). */
    setShareExpiry: links.setExpiry,

    /** Links the job or series made from it, unless `guard` keeps or refuses. */
    link<Refusal extends string>(
      ownerId: string,
      id: string,
      guard: Guard<Refusal>,
      target: { job_id: string } | { series_id: string },
    ) {
      return change<Refusal>(ownerId, id, (current) => {
        const verdict = guard(current);
        if (verdict !== undefined) return verdict;
        return 'job_id' in target
          ? { set: 'job_id = $4, series_id = NULL', values: [target.job_id] }
          : { set: 'series_id = $4, job_id = NULL', values: [target.series_id] };
      });
    },

    /** Stores the customer's answer that `decide` makes of the quote as stored, or its verdict. */
    answer<Refusal extends string>(
      ownerId: string,
      id: string,
      decide: (current: ServerQuote) => NewAnswer | 'keep' | Refusal,
    ) {
      return change<Refusal>(ownerId, id, (current) => {
        const decision = decide(current);
        return typeof decision === 'string' ? decision : answerChange(decision);
      });
    },

    async list(ownerId: string, customerId?: string): Promise<ServerQuote[]> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM quotes WHERE owner_id = $1
           AND ($2::text IS NULL OR customer_id = $2)
         ORDER BY created_at DESC, id DESC`,
        [ownerId, customerId ?? null],
      );
      return rows.map(toQuote);
    },

    get: (ownerId: string, id: string) => selectOne(db, ownerId, id),

    /** The public page's quote and its owner: see createShareLinks.byToken. */
    async byToken(token: string): Promise<{ ownerId: string; quote: ServerQuote } | undefined> {
      const found = await links.byToken(token);
      return found && { ownerId: found.ownerId, quote: found.record };
    },

    /** Whether the owner has this job (kind 'job') or series (kind 'series'). */
    async hasWork(ownerId: string, kind: 'job' | 'series', id: string): Promise<boolean> {
      const table = kind === 'job' ? 'jobs' : 'job_series';
      const rows = await db.query(`SELECT 1 FROM ${table} WHERE owner_id = $1 AND id = $2`, [
        ownerId,
        id,
      ]);
      return rows.length > 0;
    },

    /**
     * Inserts the quote with the owner's next number (Q-0001…). The counter row is taken in this
     * transaction, so numbers never repeat and never skip. A retried create answers the first.
     */
    insert(ownerId: string, quote: NewQuote, numberFor: (sequence: number) => string) {
      return createOnce(ownerId, quote.id, async (tx, seq) => {
        const sequence = await nextSequence(tx, ownerId);
        return insertRow(tx, ownerId, quote, sequence, numberFor(sequence), seq);
      });
    },

    /**
     * Brings back a quote of a backup file with its number, unless it has none or the owner
     * already uses it: then it takes the next one. The counter moves past the highest number kept.
     */
    importOne(ownerId: string, quote: KeptQuote, numberFor: (sequence: number) => string) {
      return createOnce(ownerId, quote.id, async (tx, seq) => {
        await tx.query(
          `INSERT INTO quote_counters (owner_id, last_number) VALUES ($1, $2)
             ON CONFLICT (owner_id)
               DO UPDATE SET last_number = GREATEST(quote_counters.last_number, $2)`,
          [ownerId, quote.sequence ?? 0],
        );
        const taken =
          quote.sequence === null ||
          (
            await tx.query('SELECT 1 FROM quotes WHERE owner_id = $1 AND sequence = $2', [
              ownerId,
              quote.sequence,
            ])
          ).length > 0;
        const sequence = taken ? await nextSequence(tx, ownerId) : quote.sequence!;
        return insertRow(tx, ownerId, quote, sequence, numberFor(sequence), seq);
      });
    },

    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRecord(db, ownerId, 'quote', 'quotes', id, (tx) =>
        links.forget(tx, ownerId, 'id = $2', [id]),
      );
    },

    /** For the sync pull, inside its snapshot. */
    async changed(
      runner: Queryable,
      ownerId: string,
      after: number,
      upTo: number,
    ): Promise<ServerQuote[]> {
      const rows = await runner.query<Row>(
        `SELECT ${COLUMNS} FROM quotes
         WHERE owner_id = $1 AND change_seq > $2 AND change_seq <= $3 ORDER BY change_seq, id`,
        [ownerId, after, upTo],
      );
      return rows.map(toQuote);
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
