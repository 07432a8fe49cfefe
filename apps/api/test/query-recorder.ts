// The query recorder of the API tests (issue 29, decision 070): every statement the app sends
// while a test runs is checked, and test/setup.ts fails the test on any break.
//   1. A statement on an owned table (one with an owner_id column, read from the catalog) names
//      its owner: an `owner_id = $n` condition, or, for an INSERT into the table, owner_id among
//      the columns it writes. On Citus such a statement is routed to one shard; one without it
//      would run on every shard. share_tokens is keyed by its token: `token = $n`.
//   2. After every write that took an owner's change number (writeOwned), in its transaction
//      before it commits, the owner's running totals equal the totals counted from the rows.
// The statements that read or write across owners on purpose are listed apart in EXEMPT below,
// each with its reason; the migrations run under their advisory lock and are exempt whole.
import type { Db, Queryable } from '../src/db/db.ts';
import { NEXT_CHANGE_NUMBER } from '../src/db/changes.ts';
import { OWNER_TOTALS, OWNER_TOTALS_FROM_SCRATCH } from '../src/db/totals.ts';

/** The migrations' advisory lock (db/migrate.ts): everything run under it is a migration. */
const MIGRATION_LOCK_ID = 7_411_001;

/** Tables keyed by something else than owner_id, and the column a statement must name. */
export const KEYED_APART: Record<string, string> = { share_tokens: 'token' };

/**
 * The statements that may touch owned tables across owners, each with why (matched on the
 * statement's text, whitespace collapsed). On Citus they run on every shard, which is what
 * they mean to do.
 */
export const EXEMPT: readonly { reason: string; sql: RegExp }[] = [
  {
    reason: 'maintenance: idempotency keys older than a day are pruned for every owner',
    sql: /^DELETE FROM idempotency_keys WHERE created_at <= /,
  },
];

/** The tables a statement names after FROM, JOIN, UPDATE or INTO. */
const NAMED_TABLE =
  /\b(?:FROM|JOIN|UPDATE|INTO)\s+(?:ONLY\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const NAMES_OWNER = /\bowner_id\s*=\s*\$\d+|\$\d+\s*=\s*(?:[a-z_]+\.)?owner_id\b/i;
const INSERT_TARGET =
  /^\s*(?:WITH\b.*?\(\s*)?INSERT\s+INTO\s+(?:public\.)?"?([a-z_][a-z0-9_]*)"?(?:\s+AS\s+\w+)?\s*\(([^)]*)\)/is;

export type Break = { rule: string; sql: string; detail?: string };

/** Why `sql` breaks rule 1, or undefined when it keeps it. */
export function ownerRuleBreak(sql: string, owned: ReadonlySet<string>): string | undefined {
  const text = sql.replace(/\s+/g, ' ').trim();
  if (EXEMPT.some((exempt) => exempt.sql.test(text))) return undefined;
  const named = [...text.matchAll(NAMED_TABLE)].map((match) => match[1]!.toLowerCase());
  const insert = INSERT_TARGET.exec(text);
  const insertedWithOwner =
    insert && /\bowner_id\b/i.test(insert[2]!) ? insert[1]!.toLowerCase() : undefined;
  let skippedInsert = false;
  for (const table of named) {
    const apart = KEYED_APART[table];
    if (apart) {
      if (!new RegExp(`\\b${apart}\\s*=\\s*\\$\\d+`, 'i').test(text) && table !== insert?.[1]) {
        return `${table} without ${apart} = $n`;
      }
      continue;
    }
    if (!owned.has(table)) continue;
    // The INSERT's own target, its owner among the columns written: routed by that value.
    if (table === insertedWithOwner && !skippedInsert) {
      skippedInsert = true;
      continue;
    }
    if (!NAMES_OWNER.test(text)) return `${table} without owner_id = $n`;
  }
  return undefined;
}

/** The tables with an owner_id column, as the database has them (the catalog test's rule). */
export async function ownedTables(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT c.relname AS table_name FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE a.attname = 'owner_id' AND NOT a.attisdropped AND c.relkind IN ('r', 'p')
       AND n.nspname = current_schema()`,
  );
  return new Set(rows.map((row) => row.table_name).filter((name) => !(name in KEYED_APART)));
}

/** The breaks seen since the last take (test/setup.ts takes them after each test). */
const breaks: Break[] = [];
export const takeBreaks = (): Break[] => breaks.splice(0);

/** The app's statements since the last take (a test counts a request's; setup.ts clears them). */
const statements: string[] = [];
export const takeStatements = (): string[] => statements.splice(0);

const round = (value: unknown) => Math.round(Number(value) * 100) / 100;

/**
 * The database as the app sees it under test: every statement checked against rule 1, every
 * numbered write's totals against rule 2. `raw` stays the tests' own door to the data.
 */
export function recorded(raw: Db): Db {
  let owned: Set<string> | undefined;
  // NOTE: read through the runner of the statement being checked: on PGlite (one connection)
  // a read outside an open transaction would wait for it forever.
  // Before the first migration there are none: nothing is kept until the schema is there.
  const tables = async (runner: Queryable) => {
    if (owned) return owned;
    const found = await ownedTables(runner);
    if (found.has('jobs')) owned = found;
    return found;
  };
  const check = async (sql: string, runner: Queryable) => {
    statements.push(sql.replace(/\s+/g, ' ').trim());
    const why = ownerRuleBreak(sql, await tables(runner));
    if (why) breaks.push({ rule: 'owner_id', sql: sql.replace(/\s+/g, ' ').trim(), detail: why });
  };
  /** A transaction's door, noting the owner whose number it took. */
  const door = (tx: Queryable, state: { owner?: string }, migrating = false): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      if (!migrating) await check(sql, tx);
      if (sql.includes(NEXT_CHANGE_NUMBER)) state.owner = String(params?.[0]);
      return tx.query<Row>(sql, params);
    },
  });
  const totalsHold = async (tx: Queryable, ownerId: string) => {
    const [kept] = await tx.query<Record<string, unknown>>(OWNER_TOTALS, [ownerId]);
    const [counted] = await tx.query<Record<string, unknown>>(OWNER_TOTALS_FROM_SCRATCH, [ownerId]);
    const differ = Object.keys(counted!).filter(
      (key) => round(kept![key]) !== round(counted![key]),
    );
    if (differ.length > 0) {
      breaks.push({
        rule: 'totals',
        sql: `owner ${ownerId}`,
        detail: differ
          .map((key) => `${key}: kept ${kept![key]}, counted ${counted![key]}`)
          .join('; '),
      });
    }
  };
  return {
    ...raw,
    engine: raw.engine,
    changeNumbers: raw.changeNumbers,
    async query<Row>(sql: string, params?: unknown[]) {
      await check(sql, raw);
      return raw.query<Row>(sql, params);
    },
    transaction: (work) =>
      raw.transaction(async (tx) => {
        const state: { owner?: string } = {};
        const result = await work(door(tx, state));
        if (state.owner) await totalsHold(tx, state.owner);
        return result;
      }),
    snapshot: (work, settings) => raw.snapshot((tx) => work(door(tx, {})), settings),
    withLock: async (id, work) => {
      const result = await raw.withLock(id, (tx) => work(door(tx, {}, id === MIGRATION_LOCK_ID)));
      // The migrations made or changed tables: the owned ones are read again.
      if (id === MIGRATION_LOCK_ID) owned = undefined;
      return result;
    },
    close: () => raw.close(),
    listen: (channel, handlers) => raw.listen(channel, handlers),
  };
}
