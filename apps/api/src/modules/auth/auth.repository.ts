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

// Any constants will do: they keep the per-e-mail and per-address sign-in locks apart from
// other advisory locks. Always taken in this order (e-mail, then address), so never deadlocked.
const SIGN_IN_LOCK_SPACE = 7_411_002;
const SIGN_IN_ADDRESS_LOCK_SPACE = 7_411_003;

/** Who is signing in, from where: the address as `addressKey` counts it (IPv6 by /64). */
export type SignInAttempt = { email: string; address: string; deviceHash: string | undefined };

/** What the sign-in guard decides from (decision 056); timestamps are ISO 8601 or null. */
export type SignInFacts = {
  account_failures: number;
  account_last: string | null;
  pair_failures: number;
  pair_oldest: string | null;
  address_failures: number;
  address_oldest: string | null;
  address_last: string | null;
  known_device: boolean;
  device_failures: number;
};

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

    /**
     * Takes the e-mail's and the address's turn (so simultaneous attempts are counted one by
     * one), reads what the guard needs, and, when `decide` lets the attempt go on, counts it as a
     * failure before its password is checked; answers `decide`'s verdict and the failure's id.
     */
    async reserveAttempt<Verdict extends { allowed: boolean }>(
      attempt: SignInAttempt,
      windows: { accountMs: number; addressMs: number },
      decide: (facts: SignInFacts) => Verdict,
    ): Promise<Verdict & { failureId?: number }> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [
          SIGN_IN_LOCK_SPACE,
          attempt.email,
        ]);
        await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [
          SIGN_IN_ADDRESS_LOCK_SPACE,
          attempt.address,
        ]);
        const accountSince = new Date(Date.now() - windows.accountMs).toISOString();
        const addressSince = new Date(Date.now() - windows.addressMs).toISOString();
        const [facts] = await tx.query<SignInFacts>(
          `SELECT
             (SELECT count(*)::int FROM login_failures
               WHERE email = $1 AND failed_at > $3) AS account_failures,
             (SELECT ${isoTimestamp('max(failed_at)')} FROM login_failures
               WHERE email = $1 AND failed_at > $3) AS account_last,
             (SELECT count(*)::int FROM login_failures
               WHERE email = $1 AND address = $2 AND failed_at > $3) AS pair_failures,
             (SELECT ${isoTimestamp('min(failed_at)')} FROM login_failures
               WHERE email = $1 AND address = $2 AND failed_at > $3) AS pair_oldest,
             (SELECT count(*)::int FROM login_failures
               WHERE address = $2 AND failed_at > $4) AS address_failures,
             (SELECT ${isoTimestamp('min(failed_at)')} FROM login_failures
               WHERE address = $2 AND failed_at > $4) AS address_oldest,
             (SELECT ${isoTimestamp('max(failed_at)')} FROM login_failures
               WHERE address = $2 AND failed_at > $4) AS address_last,
             EXISTS (SELECT 1 FROM known_devices d JOIN users u ON u.id = d.user_id
               WHERE d.device_hash = $5 AND u.email = $1 AND d.expires_at > now()) AS known_device,
             (SELECT count(*)::int FROM login_failures
               WHERE device_hash = $5 AND failed_at > $3) AS device_failures`,
          [attempt.email, attempt.address, accountSince, addressSince, attempt.deviceHash ?? ''],
        );
        const verdict = decide(facts!);
        if (!verdict.allowed) return verdict;
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO login_failures (email, address, device_hash) VALUES ($1, $2, $3)
           RETURNING id::int AS id`,
          [attempt.email, attempt.address, facts!.known_device ? attempt.deviceHash : null],
        );
        return { ...verdict, failureId: row?.id };
      });
    },

    /**
     * A sign-in succeeded: its reserved failure goes, and so do the account's failures of this
     * device or of this address; the others stay counted.
     */
    async clearFailures(
      attempt: SignInAttempt,
      failureId: number | undefined,
      of: 'device' | 'address',
    ): Promise<void> {
      await db.query(
        of === 'device'
          ? 'DELETE FROM login_failures WHERE id = $1 OR (email = $2 AND device_hash = $3)'
          : 'DELETE FROM login_failures WHERE id = $1 OR (email = $2 AND address = $3)',
        [failureId ?? -1, attempt.email, of === 'device' ? attempt.deviceHash : attempt.address],
      );
    },

    /** Remembers (or keeps for longer) a device that signed in to `userId`. */
    async rememberDevice(deviceHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.query(
        `INSERT INTO known_devices (device_hash, user_id, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (device_hash) DO UPDATE SET user_id = $2, expires_at = $3`,
        [deviceHash, userId, expiresAt.toISOString()],
      );
    },

    async isKnownDevice(deviceHash: string, userId: string): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM known_devices WHERE device_hash = $1 AND user_id = $2 AND expires_at > now()',
        [deviceHash, userId],
      );
      return rows.length > 0;
    },

    /** Failures past every window and expired devices. */
    async prune(olderThanMs: number): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE failed_at < $1', [
        new Date(Date.now() - olderThanMs).toISOString(),
      ]);
      await db.query('DELETE FROM known_devices WHERE expires_at < now()');
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
