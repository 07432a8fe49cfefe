import type { Db } from '../../db/db.ts';
import { isoTimestamp } from '../../db/sql.ts';

export type UserRow = {
  id: string;
  email: string;
  name: string;
  business_name: string | null;
  password_hash: string;
  created_at: string;
};

const userColumns = (alias = '') => {
  const at = alias ? `${alias}.` : '';
  return `${at}id, ${at}email, ${at}name, ${at}business_name, ${at}password_hash,
    ${isoTimestamp(`${at}created_at`)} AS created_at`;
};
const USER_COLUMNS = userColumns();

// Any constant will do: it keeps the per-e-mail sign-in locks apart from other advisory locks.
const SIGN_IN_LOCK_SPACE = 7_411_002;

export function createAuthRepository(db: Pick<Db, 'query' | 'transaction'>) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
        email,
      ]);
      return row;
    },

    /**
     * Inserts the user with its first token, in one transaction, unless the e-mail is taken;
     * answers undefined when it is. A committed sign-up is never answered as a failure.
     */
    async insertUser(
      user: Omit<UserRow, 'created_at'>,
      token: { hash: string; expiresAt: Date },
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<UserRow>(
          `INSERT INTO users (id, email, name, business_name, password_hash)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (email) DO NOTHING
           RETURNING ${USER_COLUMNS}`,
          [user.id, user.email, user.name, user.business_name, user.password_hash],
        );
        if (!row) return undefined;
        await tx.query(
          'INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
          [token.hash, row.id, token.expiresAt.toISOString()],
        );
        return row;
      });
    },

    async insertToken(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.query(
        'INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
        [tokenHash, userId, expiresAt.toISOString()],
      );
    },

    async findUserByToken(
      tokenHash: string,
    ): Promise<(UserRow & { expires_at: string }) | undefined> {
      const [row] = await db.query<UserRow & { expires_at: string }>(
        `SELECT ${userColumns('u')}, ${isoTimestamp('t.expires_at')} AS expires_at
         FROM auth_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.expires_at > now()`,
        [tokenHash],
      );
      return row;
    },

    async deleteToken(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [tokenHash]);
    },

    async recentFailures(
      email: string,
      windowMs: number,
    ): Promise<{ count: number; oldest: string | null }> {
      const [row] = await db.query<{ count: number; oldest: string | null }>(
        `SELECT count(*)::int AS count,
                ${isoTimestamp('min(failed_at)')} AS oldest
         FROM login_failures WHERE email = $1 AND failed_at > $2`,
        [email, new Date(Date.now() - windowMs).toISOString()],
      );
      return row ?? { count: 0, oldest: null };
    },

    /**
     * Counts a sign-in attempt as a failure before its password is checked, unless the e-mail
     * already has `max` failures within the window; answers whether the attempt may go on.
     * Attempts for one e-mail take turns, so simultaneous ones are counted one by one.
     */
    async reserveAttempt(email: string, max: number, windowMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [
          SIGN_IN_LOCK_SPACE,
          email,
        ]);
        const rows = await tx.query(
          `INSERT INTO login_failures (email)
           SELECT $1::text
           WHERE (SELECT count(*) FROM login_failures
                  WHERE email = $1::text AND failed_at > $2) < $3::int
           RETURNING email`,
          [email, new Date(Date.now() - windowMs).toISOString(), max],
        );
        return rows.length > 0;
      });
    },

    async clearFailures(email: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE email = $1', [email]);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
