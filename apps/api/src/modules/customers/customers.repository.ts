import {
  currentVersion,
  deleteRecord,
  deleteWithTombstones,
  refusesDeleted,
  writeOwned,
  type Created,
} from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { keptByChangeNumber } from '../../db/kept-by-change-number.ts';
import { countCustomers, recountJobs } from '../../db/totals.ts';
import { forgetShareLinks } from '../../lib/share-token.ts';
import {
  decodeCursor,
  FROM_MICROS,
  MICROS,
  toPage,
  type Page,
  type PageQuery,
} from '../../db/paging.ts';
import { isoFromUtcText, isoTimestamp, utcText } from '../../db/sql.ts';
import {
  mergeFields,
  type CustomerCreateBody,
  type CustomerUpdateBody,
  type FieldConflict,
  type WireCustomer,
} from '@jobtrack/core/wire';

/**
 * What this repository answers: the wire record itself (core/wire/customers.ts, decision 041),
 * so a column added to the SELECT and not to the schema (or the other way round) fails typecheck.
 */
export type CustomerRow = WireCustomer;

const COLUMNS = `id, name, email, phone, address, business_name, notes, service_type, language,
  ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at`;

/**
 * The list's and the by-id read's columns: timestamps as UTC text, made ISO in toCustomer
 * (cheaper than to_char).
 */
const LIST_COLUMNS = `id, name, email, phone, address, business_name, notes, service_type, language,
  ${utcText('created_at')} AS created_at, ${utcText('updated_at')} AS updated_at`;

const toCustomer = <T extends CustomerRow>(row: T): T => {
  row.created_at = isoFromUtcText(row.created_at)!;
  row.updated_at = isoFromUtcText(row.updated_at)!;
  return row;
};

const EDITABLE = [
  'name',
  'email',
  'phone',
  'address',
  'business_name',
  'notes',
  'service_type',
  'language',
] as const;

const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

/** Customers read by id kept at most, all owners together (decision 044). */
const KEPT_CUSTOMERS_MAX = 20_000;

export function createCustomersRepository(db: Db) {
  // A copy each way, so a caller that changes its answer never changes the kept record.
  const kept = keptByChangeNumber<CustomerRow>({
    max: KEPT_CUSTOMERS_MAX,
    copy: (record) => ({ ...record }),
  });
  const read = async (ownerId: string, id: string) => {
    const [row] = await db.query<CustomerRow>(
      `SELECT ${LIST_COLUMNS} FROM customers WHERE owner_id = $1 AND id = $2`,
      [ownerId, id],
    );
    return row && toCustomer(row);
  };
  return {
    /** The owner's last change number, the list's validator (decision 036). */
    version: (ownerId: string): Promise<number> => currentVersion(db, ownerId),

    /** The list by name; with limit one page of it (decision 022). */
    async list(ownerId: string, page: PageQuery = {}): Promise<Page<CustomerRow>> {
      const params: unknown[] = [ownerId];
      let after = '';
      if (page.cursor) {
        params.push(...decodeCursor(page.cursor, () => true));
        after = `AND (lower(name), created_at, id) > ($2::text, ${FROM_MICROS('$3')}, $4::text)`;
      }
      const key =
        page.limit === undefined
          ? ''
          : `, ARRAY[lower(name), ${MICROS('created_at')}, id] AS page_key`;
      if (page.limit !== undefined) params.push(page.limit + 1);
      const rows = await db.query<CustomerRow & { page_key?: string[] }>(
        `SELECT ${LIST_COLUMNS}${key} FROM customers WHERE owner_id = $1 ${after}
         ORDER BY lower(name), created_at, id
         ${page.limit === undefined ? '' : `LIMIT $${params.length}::int`}`,
        params,
      );
      return toPage(rows.map(toCustomer), page.limit);
    },

    /**
     * One customer by id, kept on PGlite while the owner's data is unchanged (decision 044); the
     * list's cheaper timestamps too (the by-id read is a hot path).
     */
    async get(ownerId: string, id: string): Promise<CustomerRow | undefined> {
      // Kept on PGlite only: on PostgreSQL the number costs a query, as the record itself does.
      if (!db.changeNumbers.exact) return read(ownerId, id);
      // NOTE: the number first, the record after: the record can only be newer than its number.
      const version = await currentVersion(db, ownerId);
      return kept.read(ownerId, id, version, () => read(ownerId, id));
    },

    /**
     * Inserts the customer, stamped with the owner's next change number, and answers it from the
     * same transaction (a committed create never needs a second round trip). When this owner
     * already has that id it answers the stored record (created: false); when the owner deleted
     * it before, 'deleted'. Neither changes anything.
     */
    async insert(
      ownerId: string,
      id: string,
      body: CustomerCreateBody,
    ): Promise<Created<CustomerRow> | 'deleted'> {
      const { value } = await writeOwned<Created<CustomerRow> | 'deleted'>(
        db,
        ownerId,
        async (tx, seq) => {
          if (await refusesDeleted(tx, ownerId, 'customer', id, body.restore)) {
            return { changed: false, value: 'deleted' };
          }
          const [row] = await tx.query<CustomerRow>(
            `INSERT INTO customers (owner_id, id, name, email, phone, address, business_name, notes,
             service_type, language, change_seq)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (owner_id, id) DO NOTHING
           RETURNING ${COLUMNS}`,
            [
              ownerId,
              id,
              body.name,
              ...EDITABLE.slice(1).map((field) => nullIfEmpty(body[field])),
              seq,
            ],
          );
          if (row) {
            await countCustomers(tx, ownerId, 1);
            return { changed: true, value: { record: row, created: true } };
          }
          const [existing] = await tx.query<CustomerRow>(
            `SELECT ${COLUMNS} FROM customers WHERE owner_id = $1 AND id = $2`,
            [ownerId, id],
          );
          if (!existing) throw new Error('a conflicting customer id was not found');
          return { changed: false, value: { record: existing, created: false } };
        },
      );
      return value;
    },

    /**
     * Changes the fields given. With `base` (the values the device last saw) a field another
     * write changed meanwhile keeps its stored value and is answered in `conflicts` (decision
     * 047); the row is locked first, so two writes can never both pass the comparison.
     */
    async update(
      ownerId: string,
      id: string,
      body: CustomerUpdateBody,
    ): Promise<{ record: CustomerRow; conflicts: FieldConflict[] } | undefined> {
      const { base, ...changes } = body;
      const { value } = await writeOwned(db, ownerId, async (tx, seq) => {
        const [before] = await tx.query<Record<(typeof EDITABLE)[number], string | null>>(
          `SELECT ${base ? EDITABLE.join(', ') : 'name'} FROM customers
           WHERE owner_id = $1 AND id = $2 FOR UPDATE`,
          [ownerId, id],
        );
        if (!before) return { changed: false, value: undefined };
        const { write, conflicts } = mergeFields(before, changes, base);
        const fields = EDITABLE.filter((field) => write[field] !== undefined);
        if (conflicts.length > 0 && fields.length === 0) {
          // Nothing left to write: the record as stored, and what was kept.
          const [stored] = await tx.query<CustomerRow>(
            `SELECT ${COLUMNS} FROM customers WHERE owner_id = $1 AND id = $2`,
            [ownerId, id],
          );
          return { changed: false, value: stored && { record: stored, conflicts } };
        }
        const sets = fields.map((field, index) => `${field} = $${index + 4}`);
        const [row] = await tx.query<CustomerRow>(
          `UPDATE customers SET ${[...sets, 'updated_at = now()', 'change_seq = $3'].join(', ')}
           WHERE owner_id = $1 AND id = $2
           RETURNING ${COLUMNS}`,
          [ownerId, id, seq, ...fields.map((field) => nullIfEmpty(write[field]))],
        );
        // A job's answer carries its customer's name: a renamed customer's jobs change too.
        if (row && row.name !== before.name) {
          await tx.query(
            'UPDATE jobs SET change_seq = $3 WHERE owner_id = $1 AND customer_id = $2',
            [ownerId, id, seq],
          );
        }
        return { changed: row !== undefined, value: row && { record: row, conflicts } };
      });
      return value;
    },

    /**
     * Deletes the customer with its jobs, repeating series and quotes, leaving a tombstone for each (one
     * change number), so every device drops the series in its next pull (issue 23).
     */
    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRecord(db, ownerId, 'customer', 'customers', id, async (tx, seq) => {
        await recountJobs(tx, ownerId, 'j.customer_id = $2', [id], () =>
          deleteWithTombstones(
            tx,
            ownerId,
            'job',
            seq,
            'DELETE FROM jobs WHERE owner_id = $1 AND customer_id = $2 RETURNING id',
            [ownerId, id],
          ),
        );
        await deleteWithTombstones(
          tx,
          ownerId,
          'series',
          seq,
          'DELETE FROM job_series WHERE owner_id = $1 AND customer_id = $2 RETURNING id',
          [ownerId, id],
        );
        // Quotes are offers to this customer: they go with it, their pages with them (issue 26).
        await forgetShareLinks(tx, ownerId, 'quote', 'customer_id = $2', [id]);
        await deleteWithTombstones(
          tx,
          ownerId,
          'quote',
          seq,
          'DELETE FROM quotes WHERE owner_id = $1 AND customer_id = $2 RETURNING id',
          [ownerId, id],
        );
      });
    },

    /** The customers written after change `after` up to change `upTo`, in change order. */
    changed(runner: Queryable, ownerId: string, after: number, upTo: number) {
      return runner.query<CustomerRow>(
        `SELECT ${COLUMNS} FROM customers
         WHERE owner_id = $1 AND change_seq > $2 AND change_seq <= $3
         ORDER BY change_seq, id`,
        [ownerId, after, upTo],
      );
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
