import type { Queryable } from '../db/db.ts';
import { AppError } from './errors.ts';

export type Limit = { max: number; windowMs: number };

/**
 * A fixed-window counter kept in PostgreSQL, so every API process shares it (docs/architecture.md §3).
 * Throws 429 with Retry-After once a key goes over its limit within the window.
 */
export async function hitRateLimit(db: Queryable, key: string, limit: Limit): Promise<void> {
  const { now, windowStart } = currentWindow(limit);
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [key, windowStart.toISOString()],
  );
  if ((row?.hits ?? 0) > limit.max) throw tooMany(now, windowStart, limit);
}

/** Throws 429 when a key already used up its limit in this window, without counting a hit. */
export async function checkRateLimit(db: Queryable, key: string, limit: Limit): Promise<void> {
  const { now, windowStart } = currentWindow(limit);
  const [row] = await db.query<{ hits: number }>(
    'SELECT hits FROM rate_limits WHERE key = $1 AND window_start = $2',
    [key, windowStart.toISOString()],
  );
  if ((row?.hits ?? 0) >= limit.max) throw tooMany(now, windowStart, limit);
}

const currentWindow = (limit: Limit) => {
  const now = Date.now();
  return { now, windowStart: new Date(now - (now % limit.windowMs)) };
};

const tooMany = (now: number, windowStart: Date, limit: Limit) =>
  new AppError(
    'rate_limited',
    'Too many requests. Please try again later.',
    Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000)),
  );

/** Drops windows that ended long ago; called now and then, never on a hot path's answer. */
export async function pruneRateLimits(db: Queryable, olderThanMs: number): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [
    new Date(Date.now() - olderThanMs).toISOString(),
  ]);
}

/**
 * The client address as rate limits and sign-in failures count it (decision 056): an IPv4
 * address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by its /64, the block one
 * subscriber is given, so walking through its 2^64 addresses counts as one.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((group) => (group || '0').replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
