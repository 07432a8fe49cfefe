import { createHash, randomBytes } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';
import type { AuthUser, LoginBody, RegisterBody } from '@jobtrack/core/wire';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';

// NOTE: docs/architecture.md §5 — argon2id with 19 MiB, 2 passes, 1 lane; 32-byte tokens for 30 days.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Loaded at the first sign-up or sign-in, not before health answers (decision 044).
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));
const hash = async (password: string, options: typeof ARGON2) =>
  (await loadArgon2()).hash(password, options);
const verify = async (hashed: string, password: string) =>
  (await loadArgon2()).verify(hashed, password);
/** For the account controls (decision 057): a new password's hash, and a check of the current one. */
export const hashPassword = (password: string) => hash(password, ARGON2);
export const verifyPassword = verify;
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const LOCKOUT = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists.';

export type AuthResult = { token: string; expiresAt: string; user: AuthUser };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a process trusts a token it has looked up without asking the database again (issue
 * 12: the lookup was half the cost of a by-id read). Sign-out in this process forgets the token
 * at once; another process serving the same PostgreSQL may accept it for up to this long.
 */
export const TOKEN_CACHE_MS = 10_000;
const TOKEN_CACHE_MAX = 10_000;

const toAuthUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  businessName: row.business_name,
  createdAt: row.created_at,
});

// A hash to verify against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hash(randomBytes(16).toString('hex'), ARGON2));

export function createAuthService(repository: AuthRepository) {
  // Keyed by the token's hash, so the process never keeps a usable token in memory.
  const known = new Map<string, { user: AuthUser; until: number }>();

  const newToken = () => {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) };
  };
  const answer = (user: UserRow, token: ReturnType<typeof newToken>): AuthResult => ({
    token: token.token,
    expiresAt: token.expiresAt.toISOString(),
    user: toAuthUser(user),
  });

  async function issueToken(user: UserRow): Promise<AuthResult> {
    const token = newToken();
    await repository.insertToken(token.hash, user.id, token.expiresAt);
    return answer(user, token);
  }

  async function lockedOut(email: string): Promise<AppError> {
    const { oldest } = await repository.recentFailures(email, LOCKOUT.windowMs);
    const unlockAt = (oldest ? Date.parse(oldest) : Date.now()) + LOCKOUT.windowMs;
    return new AppError(
      'account_locked',
      'Too many failed sign-in attempts. Please try again later.',
      Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000)),
    );
  }

  return {
    async register(body: RegisterBody): Promise<AuthResult> {
      if (await repository.findUserByEmail(body.email))
        throw new AppError('email_taken', EMAIL_TAKEN);
      const token = newToken();
      const user = await repository.insertUser(
        {
          id: newId('user'),
          email: body.email,
          name: body.name,
          business_name: body.businessName || null,
          password_hash: await hash(body.password, ARGON2),
        },
        token,
      );
      // A concurrent sign-up may have taken the e-mail between the check and the insert.
      if (!user) throw new AppError('email_taken', EMAIL_TAKEN);
      return answer(user, token);
    },

    async login(body: LoginBody): Promise<AuthResult> {
      // NOTE: the attempt counts as a failure before the (slow) password check, so parallel
      // guesses cannot all pass the lockout; a successful sign-in clears the failures.
      if (!(await repository.reserveAttempt(body.email, LOCKOUT.maxFailures, LOCKOUT.windowMs))) {
        throw await lockedOut(body.email);
      }
      const user = await repository.findUserByEmail(body.email);
      const isValid = user
        ? await verify(user.password_hash, body.password)
        : await verify(await getDecoyHash(), body.password).then(() => false);
      if (!user || !isValid) throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
      await repository.clearFailures(body.email);
      return issueToken(user);
    },

    async logout(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      known.delete(tokenHash);
      await repository.deleteToken(tokenHash);
    },

    /** Forgets what this process knows of an owner's tokens (they were revoked in the database). */
    forgetOwner(ownerId: string): void {
      for (const [tokenHash, entry] of known) {
        if (entry.user.id === ownerId) known.delete(tokenHash);
      }
    },

    async authenticate(token: string): Promise<AuthUser | undefined> {
      const tokenHash = hashToken(token);
      const now = Date.now();
      const hit = known.get(tokenHash);
      if (hit && hit.until > now) return hit.user;
      known.delete(tokenHash);
      const row = await repository.findUserByToken(tokenHash);
      if (!row) return undefined;
      const user = toAuthUser(row);
      if (known.size >= TOKEN_CACHE_MAX) known.clear();
      // Never trusted past the token's own expiry.
      known.set(tokenHash, {
        user,
        until: Math.min(now + TOKEN_CACHE_MS, Date.parse(row.expires_at)),
      });
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
