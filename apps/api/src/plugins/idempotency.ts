import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../lib/errors.ts';

// The Idempotency-Key header (issue 11, decision 018; Stripe's and the IETF draft's meaning):
// the same key with the same request answers the first answer again (status and body), the same
// key with another request answers 422. Keys belong to one owner and are kept 24 hours.

/** What a route does with a key: a create of a customer or a job, or another action. */
export type IdempotentKind = 'customer' | 'job' | 'action';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key header. */
    idempotency?: IdempotentKind;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    idempotencyKey: { ownerId: string; key: string } | undefined;
  }
}

const KEEP = "interval '24 hours'";

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The id a keyed create gives its record when the client sent none: the same owner, key and
 * request always name the same record, so a create retried after a crash (or after the key
 * expired) finds it instead of making a second one (creates are idempotent per id, docs/architecture.md §5).
 */
export function idFromKey(
  prefix: 'customer' | 'job',
  ownerId: string,
  key: string,
  fingerprint: string,
): string {
  const hex = sha256(`${prefix}\u0000${ownerId}\u0000${key}\u0000${fingerprint}`).slice(0, 32);
  // Shaped as an RFC 9562 UUID version 8 (made by the application).
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${prefix}-${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type StoredKey = { fingerprint: string; status: number | null; response: string | null };

const reused = () =>
  new AppError(
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request',
  );

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', undefined);

  const find = async (ownerId: string, key: string) =>
    (
      await db.query<StoredKey>(
        `SELECT fingerprint, status, response FROM idempotency_keys
         WHERE owner_id = $1 AND key = $2 AND created_at > now() - ${KEEP}`,
        [ownerId, key],
      )
    )[0];

  /** Takes the key for this request (or a key expired since); answers false when taken. */
  const claim = async (ownerId: string, key: string, fingerprint: string) =>
    (
      await db.query(
        `INSERT INTO idempotency_keys (owner_id, key, fingerprint) VALUES ($1, $2, $3)
         ON CONFLICT (owner_id, key) DO UPDATE
           SET fingerprint = EXCLUDED.fingerprint, status = NULL, response = NULL,
               created_at = now()
           WHERE idempotency_keys.created_at <= now() - ${KEEP}
         RETURNING key`,
        [ownerId, key, fingerprint],
      )
    ).length > 0;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = request.routeOptions.config.idempotency;
    const header = request.headers['idempotency-key'];
    // Without an owner the handler answers 401; the header's shape is checked by the schema.
    if (!kind || typeof header !== 'string' || !request.owner) return;
    const ownerId = request.owner.id;
    const path = request.url.split('?')[0] ?? '';
    const fingerprint = sha256(`${request.method} ${path}\n${canonical(request.body)}`);

    let stored = await find(ownerId, header);
    if (!stored && !(await claim(ownerId, header, fingerprint))) {
      // Another request took the key just now.
      stored = await find(ownerId, header);
    }
    if (stored && stored.fingerprint !== fingerprint) throw reused();
    if (stored?.status != null && stored.response !== null) {
      return reply
        .status(stored.status)
        .header('Idempotent-Replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(stored.response);
    }
    // First time (or the first answer never got out): run it; a create gets the key's own id.
    request.idempotencyKey = { ownerId, key: header };
    const body = request.body as Record<string, unknown> | undefined;
    if (kind !== 'action' && body && body.id === undefined) {
      body.id = idFromKey(kind, ownerId, header, fingerprint);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = request.idempotencyKey;
    if (!keyed || reply.statusCode < 200 || reply.statusCode > 299) return payload;
    if (typeof payload !== 'string') return payload;
    // NOTE: best effort. When this fails the key's request runs again on a retry, which finds
    // the record by the key's id (creates) or sets the same values again (actions).
    await db
      .query(
        `UPDATE idempotency_keys SET status = $3, response = $4
         WHERE owner_id = $1 AND key = $2 AND response IS NULL`,
        [keyed.ownerId, keyed.key, reply.statusCode, payload],
      )
      .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not stored'));
    return payload;
  });
}

/** Drops keys older than 24 hours; called now and then with the rate-limit pruning. */
export async function pruneIdempotencyKeys(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at <= now() - ${KEEP}`);
}
