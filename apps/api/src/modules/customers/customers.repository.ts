import { addTombstones, isDeleted, writeOwned } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { isoTimestamp } from '../../db/sql.ts';
import type { CustomerCreateBody, CustomerUpdateBody } from '@jobtrack/core/wire';

export type CustomerRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  business_name: string | null;
  notes: string | null;
  service_type: string | null;
  language: 'en' | 'es' | null;
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, name, email, phone, address, business_name, notes, service_type, language,
  ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at`;

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

export function createCustomersRepository(db: Db) {
  return {
    async list(ownerId: string): Promise<CustomerRow[]> {
      return db.query<CustomerRow>(
        `SELECT ${COLUMNS} FROM customers WHERE owner_id = $1 ORDER BY lower(name), created_at`,
        [ownerId],
      );
    },

    async get(ownerId: string, id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.query<CustomerRow>(
        `SELECT ${COLUMNS} FROM customers WHERE owner_id = $1 AND id = $2`,
        [ownerId, id],
      );
      return row;
    },

    /**
     * Inserts the customer, stamped with the owner's next change number. Answers 'exists' when
     * this owner already has that id and 'deleted' when the owner deleted it before; neither
     * changes anything.
     */
    async insert(
      ownerId: string,
      id: string,
      body: CustomerCreateBody,
    ): Promise<CustomerRow | 'exists' | 'deleted'> {
      const { value } = await writeOwned<CustomerRow | 'exists' | 'deleted'>(
        db,
        ownerId,
        async (tx, seq) => {
          if (await isDeleted(tx, ownerId, 'customer', id)) {
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
          return row ? { changed: true, value: row } : { changed: false, value: 'exists' };
        },
      );
      return value;
    },

    async update(
      ownerId: string,
      id: string,
      body: CustomerUpdateBody,
    ): Promise<CustomerRow | undefined> {
      const fields = EDITABLE.filter((field) => body[field] !== undefined);
      const { value } = await writeOwned(db, ownerId, async (tx, seq) => {
        const [before] = await tx.query<{ name: string }>(
          'SELECT name FROM customers WHERE owner_id = $1 AND id = $2',
          [ownerId, id],
        );
        if (!before) return { changed: false, value: undefined };
        const sets = fields.map((field, index) => `${field} = $${index + 4}`);
        const [row] = await tx.query<CustomerRow>(
          `UPDATE customers SET ${[...sets, 'updated_at = now()', 'change_seq = $3'].join(', ')}
           WHERE owner_id = $1 AND id = $2
           RETURNING ${COLUMNS}`,
          [ownerId, id, seq, ...fields.map((field) => nullIfEmpty(body[field]))],
        );
        // A job's answer carries its customer's name: a renamed customer's jobs change too.
        if (row && row.name !== before.name) {
          await tx.query(
            'UPDATE jobs SET change_seq = $3 WHERE owner_id = $1 AND customer_id = $2',
            [ownerId, id, seq],
          );
        }
        return { changed: row !== undefined, value: row };
      });
      return value;
    },

    /** Deletes the customer and its jobs, leaving a tombstone for each (one change number). */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const { changed } = await writeOwned(db, ownerId, async (tx, seq) => {
        const jobs = await tx.query<{ id: string }>(
          'DELETE FROM jobs WHERE owner_id = $1 AND customer_id = $2 RETURNING id',
          [ownerId, id],
        );
        const rows = await tx.query(
          'DELETE FROM customers WHERE owner_id = $1 AND id = $2 RETURNING id',
          [ownerId, id],
        );
        if (rows.length === 0) return { changed: false, value: undefined };
        await addTombstones(tx, ownerId, 'customer', [id], seq);
        await addTombstones(
          tx,
          ownerId,
          'job',
          jobs.map((job) => job.id),
          seq,
        );
        return { changed: true, value: undefined };
      });
      return changed;
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
