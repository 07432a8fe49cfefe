// The rules that let every owner's data be distributed by owner_id (issue 29, decision 070,
// docs/scale-out.md), read from PostgreSQL's catalog after every migration: pg_index for keys,
// pg_constraint for foreign keys, pg_trigger for triggers. A new table either has owner_id (and
// keeps the rules) or is named below among the tables apart, with why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type Queryable } from './db.ts';
import { migrate } from './migrate.ts';

/** The tables without an owner's data, each kept apart on purpose (not distributed by owner). */
const APART: Record<string, string> = {
  users: 'the reference table: every owned table may refer to it',
  auth_tokens: 'sign-in: looked up by the token hash, before any owner is known',
  known_devices: 'sign-in guard: looked up by the device hash',
  login_failures: 'sign-in guard: counted per address and e-mail',
  rate_limits: 'per client address',
  waitlist: 'the landing page, no account',
  analytics_sessions: 'product analytics, across owners (admin)',
  analytics_events: 'product analytics, across owners (admin)',
  schema_migrations: 'the migrations applied',
};

/** Owner-bearing tables keyed by something else, and that key (looked up before any owner). */
const KEYED_APART: Record<string, string> = {
  share_tokens: 'token',
};

type Rows<T> = Promise<T[]>;

/** Every break of the rules in the database `db` sees, as readable lines. */
export async function citusRuleBreaks(db: Queryable): Promise<string[]> {
  const breaks: string[] = [];
  const tables = await (db.query<{ name: string; owned: boolean }>(
    `SELECT c.relname AS name,
       EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'owner_id'
         AND NOT a.attisdropped) AS owned
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
     ORDER BY 1`,
  ) as Rows<{ name: string; owned: boolean }>);
  const owned = new Set(
    tables.filter((t) => t.owned && !(t.name in KEYED_APART)).map((t) => t.name),
  );
  for (const table of tables) {
    if (!table.owned && !(table.name in APART)) {
      breaks.push(`${table.name}: no owner_id and not among the tables apart`);
    }
    if (table.owned && table.name in APART) {
      breaks.push(`${table.name}: has owner_id but is listed apart`);
    }
  }

  // Primary keys and unique indexes: their key columns (not INCLUDE ones) hold owner_id.
  const uniques = await db.query<{ table: string; index: string; keys: string[] }>(
    `SELECT t.relname AS table, i.relname AS index,
       array(SELECT a.attname::text FROM unnest((x.indkey::int2[])[0:x.indnkeyatts - 1]) AS k (n)
             LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n) AS keys
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE x.indisunique AND n.nspname = current_schema()`,
  );
  for (const unique of uniques) {
    if (owned.has(unique.table) && !unique.keys.includes('owner_id')) {
      breaks.push(`${unique.table}: unique ${unique.index} (${unique.keys}) lacks owner_id`);
    }
    const key = KEYED_APART[unique.table];
    if (key && !unique.keys.includes(key)) {
      breaks.push(`${unique.table}: unique ${unique.index} (${unique.keys}) lacks ${key}`);
    }
  }

  // Foreign keys: an owned table refers to users by owner_id, or to another owned table with
  // owner_id matched to owner_id; nothing else refers to an owned table.
  const foreignKeys = await db.query<{
    table: string;
    name: string;
    target: string;
    columns: string[];
    targets: string[];
  }>(
    `SELECT t.relname AS table, c.conname AS name, r.relname AS target,
       array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k (n, i)
             JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
       array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k (n, i)
             JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS targets
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  for (const fk of foreignKeys) {
    const where = `${fk.table}: foreign key ${fk.name} to ${fk.target}`;
    if (fk.target === 'users') {
      if (owned.has(fk.table) && fk.columns.join() !== 'owner_id') {
        breaks.push(`${where} by ${fk.columns}, not owner_id`);
      }
      continue;
    }
    if (!owned.has(fk.target)) {
      breaks.push(`${where}: only users may be referred to, besides an owner’s own tables`);
      continue;
    }
    if (!owned.has(fk.table)) {
      breaks.push(`${where}: a table apart refers to an owner's table`);
      continue;
    }
    const at = fk.columns.indexOf('owner_id');
    if (at < 0 || fk.targets[at] !== 'owner_id') {
      breaks.push(`${where} (${fk.columns}) → (${fk.targets}) does not match owner_id`);
    }
  }

  // No triggers on owners' tables (a distributed table's shards carry none).
  const triggers = await db.query<{ table: string; name: string }>(
    `SELECT t.relname AS table, g.tgname AS name
     FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE NOT g.tgisinternal AND n.nspname = current_schema()`,
  );
  for (const trigger of triggers) {
    if (owned.has(trigger.table) || trigger.table in KEYED_APART) {
      breaks.push(`${trigger.table}: trigger ${trigger.name}`);
    }
  }
  return breaks.sort();
}

let db: Db;

beforeAll(async () => {
  db = await openDb({
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    dataDir: 'memory://',
  });
  await migrate(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** Runs `work` in a transaction that is rolled back, answering what it found. */
async function rolledBack<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  let found: T | undefined;
  const marker = new Error('roll back');
  await db
    .transaction(async (tx) => {
      found = await work(tx);
      throw marker;
    })
    .catch((error: unknown) => {
      if (error !== marker) throw error;
    });
  return found as T;
}

describe('the schema after every migration (Citus rules)', () => {
  it('keeps every rule: owner_id in keys and references, users the one reference, no triggers', async () => {
    expect(await citusRuleBreaks(db)).toEqual([]);
  });

  it('has the owners’ tables it is known to have, and share tokens keyed by the token', async () => {
    const rows = await db.query<{ name: string }>(
      `SELECT DISTINCT c.relname AS name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE a.attname = 'owner_id' AND c.relkind = 'r' AND n.nspname = current_schema()`,
    );
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'customers',
        'jobs',
        'job_series',
        'payments',
        'documents',
        'document_counters',
        'quotes',
        'quote_counters',
        'business_profiles',
        'sync_state',
        'tombstones',
        'owner_totals',
        'idempotency_keys',
        'share_tokens',
      ]),
    );
    const [key] = await db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
       WHERE conrelid = 'share_tokens'::regclass AND contype = 'p'`,
    );
    expect(key?.def).toBe('PRIMARY KEY (token)');
  });

  it('finds each kind of break (the check is not blind)', async () => {
    const breaks = await rolledBack(async (tx) => {
      await tx.query('CREATE TABLE bad_notes (owner_id text NOT NULL, id text PRIMARY KEY)');
      await tx.query('CREATE TABLE bad_lines (owner_id text NOT NULL, job_id text NOT NULL)');
      await tx.query('CREATE UNIQUE INDEX bad_lines_job ON bad_lines (job_id)');
      await tx.query('CREATE TABLE bad_loose (id text PRIMARY KEY)');
      await tx.query(
        `CREATE FUNCTION bad_touch() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RETURN NEW; END $$`,
      );
      await tx.query(
        'CREATE TRIGGER bad_touch BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION bad_touch()',
      );
      return citusRuleBreaks(tx);
    });
    expect(breaks).toEqual([
      'bad_lines: unique bad_lines_job (job_id) lacks owner_id',
      'bad_loose: no owner_id and not among the tables apart',
      'bad_notes: unique bad_notes_pkey (id) lacks owner_id',
      'customers: trigger bad_touch',
    ]);
  });

  it('finds a foreign key that leaves owner_id out', async () => {
    const breaks = await rolledBack(async (tx) => {
      await tx.query(
        `CREATE TABLE bad_refs (owner_id text NOT NULL, id text NOT NULL, customer text NOT NULL,
           PRIMARY KEY (owner_id, id))`,
      );
      await tx.query('CREATE UNIQUE INDEX bad_customer_id ON customers (id, owner_id)');
      await tx.query(
        `ALTER TABLE bad_refs ADD CONSTRAINT bad_refs_customer FOREIGN KEY (customer, id)
           REFERENCES customers (id, owner_id)`,
      );
      await tx.query(
        `CREATE TABLE bad_tokens (owner_id text NOT NULL, token text NOT NULL,
           PRIMARY KEY (owner_id, token), FOREIGN KEY (token) REFERENCES auth_tokens (token_hash))`,
      );
      return citusRuleBreaks(tx);
    });
    expect(breaks).toEqual([
      'bad_refs: foreign key bad_refs_customer to customers (customer,id) → (id,owner_id) does not match owner_id',
      'bad_tokens: foreign key bad_tokens_token_fkey to auth_tokens: only users may be referred to, besides an owner’s own tables',
    ]);
  });
});
