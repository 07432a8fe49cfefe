import { createHash, randomBytes } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';
import type { AuthUser, LoginBody, RegisterBody } from '@jobtrack/core/wire';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthRepository, SignInAttempt, UserRow } from './auth.repository.ts';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './common-passwords.ts';
import { judgeSignIn, SIGN_IN_GUARD } from './sign-in-guard.ts';

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
/** How long a device that signed in is recognised by its device cookie (decision 056). */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists.';

export type AuthResult = { token: string; expiresAt: string; user: AuthUser };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a process trusts a token it has looked up without asking the database again (issue
 * 12: the lookup was half the cost of a by-id read). Every deleted token is announced by the
 * database (migration 012's trigger, LISTEN/NOTIFY) and forgotten by every process as the delete
 * commits; while a process cannot hear the announcements it keeps no token (decision 056).
 */
export const TOKEN_CACHE_MS = 10_000;
export const REVOKED_TOKENS_CHANNEL = 'jobtrack_revoked_tokens';
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

export type SignInFrom = { address: string; device: string | undefined };
export type SignInResult = AuthResult & { device: string };

/**
 * `mayKeepTokens`: whether this process may keep looked-up tokens in memory now; only while
 * every revoked token is announced to it (Db.listen).
 */
export function createAuthService(
  repository: AuthRepository,
  options: { mayKeepTokens: () => boolean },
) {
  // Keyed by the token's hash, so the process never keeps a usable token in memory.
  const known = new Map<string, { user: AuthUser; until: number }>();
  // Counts the revocations heard: a lookup that overlapped one is answered but not kept, as the
  // row it read may be the one just deleted.
  let revocations = 0;
  const revocationsSince = (epoch: number) => revocations !== epoch;

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

  /** A new device cookie for a device that just signed in, or the one it has, kept longer. */
  async function recogniseDevice(userId: string, device: string | undefined): Promise<string> {
    const value = device ?? randomBytes(32).toString('base64url');
    await repository.rememberDevice(
      hashToken(value),
      userId,
      new Date(Date.now() + DEVICE_LIFETIME_MS),
    );
    return value;
  }

  return {
    async register(body: RegisterBody): Promise<SignInResult> {
      if (isCommonPassword(body.password)) {
        throw new AppError('password_too_common', PASSWORD_TOO_COMMON);
      }
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
      return { ...answer(user, token), device: await recogniseDevice(user.id, undefined) };
    },

    async login(body: LoginBody, from: SignInFrom): Promise<SignInResult> {
      const attempt: SignInAttempt = {
        email: body.email,
        address: from.address,
        deviceHash: from.device === undefined ? undefined : hashToken(from.device),
      };
      // NOTE: the attempt counts as a failure before the (slow) password check, so parallel
      // guesses cannot all pass the guard; a successful sign-in takes its failure back.
      const verdict = await repository.reserveAttempt(
        attempt,
        { accountMs: SIGN_IN_GUARD.accountWindowMs, addressMs: SIGN_IN_GUARD.addressWindowMs },
        (facts) => judgeSignIn(facts),
      );
      if (!verdict.allowed) {
        throw verdict.code === 'account_locked'
          ? new AppError(
              'account_locked',
              'Too many failed sign-in attempts. Please try again later.',
              verdict.retryAfterSeconds,
            )
          : new AppError(
              'rate_limited',
              'Too many requests. Please try again later.',
              verdict.retryAfterSeconds,
            );
      }
      const user = await repository.findUserByEmail(body.email);
      const isValid = user
        ? await verify(user.password_hash, body.password)
        : await verify(await getDecoyHash(), body.password).then(() => false);
      if (!user || !isValid) throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
      const known =
        attempt.deviceHash !== undefined &&
        (await repository.isKnownDevice(attempt.deviceHash, user.id));
      // A known device takes back its own failures; any other success, its address's (an
      // address an attacker shares with the owner's phone stays counted against the attacker).
      await repository.clearFailures(attempt, verdict.failureId, known ? 'device' : 'address');
      const device = await recogniseDevice(user.id, known ? from.device : undefined);
      return { ...(await issueToken(user)), device };
    },

    /** Forgets a revoked token (the database announces every deleted one). */
    forgetToken(tokenHash: string): void {
      revocations += 1;
      known.delete(tokenHash);
    },

    /** Announcements may have been missed (the listening connection was lost): forget all. */
    forgetAllTokens(): void {
      revocations += 1;
      known.clear();
    },

    /** Old failures and expired devices (the app's pruner calls it). */
    prune: () => repository.prune(SIGN_IN_GUARD.addressWindowMs),

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
      const epoch = revocations;
      const hit = known.get(tokenHash);
      if (hit && hit.until > now && options.mayKeepTokens()) return hit.user;
      known.delete(tokenHash);
      const row = await repository.findUserByToken(tokenHash);
      if (!row) return undefined;
      const user = toAuthUser(row);
      if (!options.mayKeepTokens() || revocationsSince(epoch)) return user;
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
