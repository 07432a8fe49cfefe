import type { Queryable } from '../../db/db.ts';
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
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, name, email, phone, address, business_name, notes, service_type,
  ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at`;

const EDITABLE = [
  'name',
  'email',
  'phone',
  'address',
  'business_name',
  'notes',
  'service_type',
] as const;

const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

export function createCustomersRepository(db: Queryable) {
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

    /** Inserts the customer; answers undefined when this owner already has that id. */
    async insert(
      ownerId: string,
      id: string,
      body: CustomerCreateBody,
    ): Promise<CustomerRow | undefined> {
      const [row] = await db.query<CustomerRow>(
        `INSERT INTO customers (owner_id, id, name, email, phone, address, business_name, notes, service_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (owner_id, id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [ownerId, id, body.name, ...EDITABLE.slice(1).map((field) => nullIfEmpty(body[field]))],
      );
      return row;
    },

    async update(
      ownerId: string,
      id: string,
      body: CustomerUpdateBody,
    ): Promise<CustomerRow | undefined> {
      const fields = EDITABLE.filter((field) => body[field] !== undefined);
      const sets = fields.map((field, index) => `${field} = $${index + 3}`);
      const [row] = await db.query<CustomerRow>(
        `UPDATE customers SET ${[...sets, 'updated_at = now()'].join(', ')}
         WHERE owner_id = $1 AND id = $2
         RETURNING ${COLUMNS}`,
        [ownerId, id, ...fields.map((field) => nullIfEmpty(body[field]))],
      );
      return row;
    },

    /** Deletes the customer; its jobs go with it (the foreign key cascades in the same statement). */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM customers WHERE owner_id = $1 AND id = $2 RETURNING id',
        [ownerId, id],
      );
      return rows.length > 0;
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
