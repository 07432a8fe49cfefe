import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant will do; every JobTrack process uses the same one.
const MIGRATION_LOCK_ID = 7_411_001;

/**
 * Applies the SQL files of migrations/ in name order, each once, in its own transaction.
 * The advisory lock lets several processes boot together against one database.
 */
export async function migrate(
  db: Db,
  options: {
    until?: string;
    /** Runs once before the first pending migration of a database that has some applied. */
    beforeMigrating?: (pending: string[]) => Promise<unknown>;
  } = {},
): Promise<string[]> {
  // `until` (a file name) stops there: tests use it to build a database as an older release left it.
  const files = (await readdir(MIGRATIONS_DIR))
    .filter((name) => name.endsWith('.sql') && (!options.until || name <= options.until))
    .sort();
  // The usual start: every file applied already. One read, no lock and no DDL (each of which
  // costs a cold database tens of milliseconds before health can answer, decision 044).
  const applied = await appliedMigrations(db);
  if (applied && files.every((name) => applied.has(name))) return [];
  if (applied && options.beforeMigrating) {
    await options.beforeMigrating(files.filter((name) => !applied.has(name)));
  }
  return db.withLock(MIGRATION_LOCK_ID, async (conn) => {
    await conn.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
      await conn.query('BEGIN');
      try {
        await runScript(conn, sql);
        await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      }
      applied.push(name);
    }
    return applied;
  });
}

/** The migrations applied, or undefined when the database has none yet (no table). */
async function appliedMigrations(db: Db): Promise<Set<string> | undefined> {
  const [table] = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!table?.present) return undefined;
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  return new Set(rows.map((row) => row.name));
}

/**
 * Runs a script statement by statement (PGlite's query() takes one statement at a time). A
 * statement ends with a semicolon at the end of a line, outside $$-quoted function bodies.
 */
async function runScript(conn: { query: Db['query'] }, sql: string): Promise<void> {
  const statements = sql
    .split(/(\$\$)/)
    .reduce<string[]>(
      (parts, piece, index, pieces) => {
        // Odd-numbered $$ markers open a body, even ones close it: split only outside bodies.
        const inBody = pieces.slice(0, index).filter((p) => p === '$$').length % 2 === 1;
        if (inBody || piece === '$$') parts[parts.length - 1] += piece;
        else {
          const [first = '', ...rest] = piece.split(/;\s*(?:\n|$)/);
          parts[parts.length - 1] += first;
          parts.push(...rest);
        }
        return parts;
      },
      [''],
    )
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await conn.query(statement);
}
