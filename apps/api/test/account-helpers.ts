import type { Db } from '../src/db/db.ts';

/** Every table holding rows of one account, with its count when not zero (none: `{}`). */
export async function loadedFor(db: Db, ownerId: string): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name IN ('owner_id', 'user_id')
       AND table_name IN (SELECT table_name FROM information_schema.tables
                          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of tables) {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${table}" WHERE "${column}" = $1`,
      [ownerId],
    );
    if (row && row.count > 0) found[table] = row.count;
  }
  const [user] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users WHERE id = $1',
    [ownerId],
  );
  if (user && user.count > 0) found.users = user.count;
  return found;
}
