import type { Db } from '../../db/db.ts';

export function createAccountRepository(db: Pick<Db, 'query' | 'transaction'>) {
  return {
    async passwordHash(ownerId: string): Promise<string | undefined> {
      const [row] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [ownerId],
      );
      return row?.password_hash;
    },

    /** Sets the new password and revokes every token of the owner but `keepTokenHash`, at once. */
    async changePassword(ownerId: string, passwordHash: string, keepTokenHash: string) {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
          ownerId,
          passwordHash,
        ]);
        await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2', [
          ownerId,
          keepTokenHash,
        ]);
      });
    },

    async deleteTokens(ownerId: string): Promise<void> {
      await db.query('DELETE FROM auth_tokens WHERE user_id = $1', [ownerId]);
    },

    /**
     * Removes the account and everything it owns in one transaction: the user row's cascade takes
     * every owned table (customers, jobs, series, payments, documents and quotes with their share links,
     * the profile and its logo, tombstones, change numbers, idempotency keys, tokens); the rows
     * keyed without a reference go by hand. Analytics keep their events without the account.
     * NOTE: the cascade writes the owned tables from the users row, not through writeOwned: the
     * owner's change numbers end with the owner (decision 057).
     */
    async deleteAccount(ownerId: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM login_failures WHERE email = $1', [email]);
        await tx.query('UPDATE analytics_events SET user_id = NULL WHERE user_id = $1', [ownerId]);
        await tx.query('UPDATE analytics_sessions SET user_id = NULL WHERE user_id = $1', [
          ownerId,
        ]);
        // The cascade takes every owned row, the running totals and share links too (017).
        await tx.query('DELETE FROM users WHERE id = $1', [ownerId]);
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
