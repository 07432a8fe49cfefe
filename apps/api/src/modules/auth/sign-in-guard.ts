// Who may try a password now (decision 056). Failures are counted per account, per address and
// per device, so an attacker's failures hold back the attacker, never the owner:
// - an address that failed 5 times for one account waits until the oldest of them is 15
//   minutes old (the spec's lock, for that address alone);
// - an address that keeps failing, on any accounts, is slowed (1 s after its 5th failure of the
//   hour, doubling with each one), then locked for the rest of the hour at 20;
// - an account failed 5 times within 15 minutes, from anywhere, makes addresses that failed it
//   wait a growing delay (1 s, doubling, at most 15 minutes) after its last failure; an address
//   that has not failed it is never held back by it;
// - a device that signed in to the account before (its device cookie) is held back by none of
//   these, until it fails 5 times itself.
import type { ApiErrorCode } from '@jobtrack/core/wire';
import type { SignInFacts } from './auth.repository.ts';

export const SIGN_IN_GUARD = {
  /** The window of the per-account, per-pair and per-device counts. */
  accountWindowMs: 15 * 60_000,
  /** Failures of one address for one account (or of one device) before it is locked. */
  pairMaxFailures: 5,
  /** Failures of one account, from anywhere, before the addresses that failed it are slowed. */
  accountSlowAfter: 5,
  /** The longest of the account's growing delays. */
  accountMaxDelayMs: 15 * 60_000,
  /** The window of the per-address counts. */
  addressWindowMs: 60 * 60_000,
  /** Failures of one address, on any accounts, before it is slowed, and before it is locked. */
  addressSlowAfter: 5,
  addressLockAt: 20,
} as const;

export type SignInVerdict =
  | { allowed: true }
  | {
      allowed: false;
      code: Extract<ApiErrorCode, 'account_locked' | 'rate_limited'>;
      retryAfterSeconds: number;
    };

const at = (timestamp: string | null, now: number) => (timestamp ? Date.parse(timestamp) : now);
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
/** 1 s for the first failure past `after`, doubling with each one, at most `maxMs`. */
const growingDelayMs = (failures: number, after: number, maxMs: number) =>
  Math.min(maxMs, 1000 * 2 ** Math.max(0, failures - after));

/** A growing delay not yet over: the refusal that says how long is left; null once it is. */
const waitAfter = (
  code: 'rate_limited' | 'account_locked',
  until: number,
  now: number,
): SignInVerdict | null =>
  until > now ? { allowed: false, code, retryAfterSeconds: seconds(until - now) } : null;

export function judgeSignIn(facts: SignInFacts, now = Date.now()): SignInVerdict {
  const guard = SIGN_IN_GUARD;
  const trustedDevice = facts.known_device && facts.device_failures < guard.pairMaxFailures;
  if (trustedDevice) return { allowed: true };

  if (facts.address_failures >= guard.addressLockAt) {
    const until = at(facts.address_oldest, now) + guard.addressWindowMs;
    return { allowed: false, code: 'rate_limited', retryAfterSeconds: seconds(until - now) };
  }
  if (facts.address_failures >= guard.addressSlowAfter) {
    const delay = growingDelayMs(
      facts.address_failures,
      guard.addressSlowAfter,
      guard.addressWindowMs,
    );
    const slowed = waitAfter('rate_limited', at(facts.address_last, now) + delay, now);
    if (slowed) return slowed;
  }
  if (facts.pair_failures >= guard.pairMaxFailures) {
    const until = at(facts.pair_oldest, now) + guard.accountWindowMs;
    return { allowed: false, code: 'account_locked', retryAfterSeconds: seconds(until - now) };
  }
  if (facts.pair_failures > 0 && facts.account_failures >= guard.accountSlowAfter) {
    const delay = growingDelayMs(
      facts.account_failures,
      guard.accountSlowAfter,
      guard.accountMaxDelayMs,
    );
    const slowed = waitAfter('account_locked', at(facts.account_last, now) + delay, now);
    if (slowed) return slowed;
  }
  return { allowed: true };
}
