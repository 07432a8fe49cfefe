import type { Queryable } from '../../db/db.ts';
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

export function createAuthRepository(db: Queryable) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
        email,
      ]);
      return row;
    },

    /** Inserts the user unless the e-mail is taken; answers undefined when it is. */
    async insertUser(user: Omit<UserRow, 'created_at'>): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(
        `INSERT INTO users (id, email, name, business_name, password_hash)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO NOTHING
         RETURNING ${USER_COLUMNS}`,
        [user.id, user.email, user.name, user.business_name, user.password_hash],
      );
      return row;
    },

    async insertToken(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.query(
        'INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
        [tokenHash, userId, expiresAt.toISOString()],
      );
    },

    async findUserByToken(tokenHash: string): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(
        `SELECT ${userColumns('u')}
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

    async recordFailure(email: string): Promise<void> {
      await db.query('INSERT INTO login_failures (email) VALUES ($1)', [email]);
    },

    async clearFailures(email: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE email = $1', [email]);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
