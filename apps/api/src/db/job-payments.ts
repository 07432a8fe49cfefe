// A job's paid fields as its payments give them (issue 23, decision 046): the server's copy of
// core's paidFromPayments, run in the transaction of every write that adds or removes a payment
// or changes what a job is worth.
import { paymentMethod } from '@jobtrack/core/wire';
import { deleteWithTombstones } from './changes.ts';
import type { Queryable } from './db.ts';
import { jobAmount } from './sql.ts';

const AMOUNT = jobAmount('j');

/**
 * Sets the job's amount_paid (the sum), paid (the sum reaches the amount; a job without payments
 * is unpaid unless it is worth nothing), payment_method and paid_at (the newest payment's method
 * and its day at noon UTC) from its live payments. With `seq` the job takes that change number, so
 * a pull carries the new totals with the payment. The caller keeps the running totals: it runs
 * this inside its recountJobs (db/totals.ts, decision 070).
 */
export async function settleJobPayments(
  tx: Queryable,
  ownerId: string,
  jobId: string,
  seq?: number,
): Promise<void> {
  await settleJobsPayments(tx, ownerId, [jobId], seq);
}

/**
 * settleJobPayments for many jobs in one statement (an import chunk's payments): each job's
 * payments are summed on their own (a lateral aggregate, one index probe per job), so a job
 * without payments gets the fields of one without payments.
 */
export async function settleJobsPayments(
  tx: Queryable,
  ownerId: string,
  jobIds: readonly string[],
  seq?: number,
): Promise<void> {
  if (jobIds.length === 0) return;
  await tx.query(
    `UPDATE jobs j SET
       amount_paid = p.total,
       paid = CASE WHEN p.n > 0 THEN p.total >= ${AMOUNT} ELSE ${AMOUNT} = 0 AND j.paid END,
       payment_method = p.method,
       paid_at = (p.day::text || 'T12:00:00Z')::timestamptz
       ${seq === undefined ? '' : ', change_seq = $3, updated_at = now()'}
     FROM unnest($2::text[]) AS t (id)
     CROSS JOIN LATERAL (
       SELECT count(*) AS n, sum(amount) AS total, max(paid_on) AS day,
         (array_agg(method ORDER BY paid_on DESC, created_at DESC, id DESC))[1] AS method
       FROM payments WHERE owner_id = $1 AND job_id = t.id
     ) p
     WHERE j.owner_id = $1 AND j.id = t.id`,
    seq === undefined ? [ownerId, [...new Set(jobIds)]] : [ownerId, [...new Set(jobIds)], seq],
  );
}

/** The sum of the job's live payments, and the method of the newest (null without payments). */
export async function jobPaymentTotal(
  tx: Queryable,
  ownerId: string,
  jobId: string,
): Promise<{ total: number; method: string | null }> {
  const [row] = await tx.query<{ total: string | number | null; method: string | null }>(
    `SELECT sum(amount) AS total,
       (array_agg(method ORDER BY paid_on DESC, created_at DESC, id DESC))[1] AS method
     FROM payments WHERE owner_id = $1 AND job_id = $2`,
    [ownerId, jobId],
  );
  return { total: Number(row?.total ?? 0), method: row?.method ?? null };
}

/** Adds one payment made by the server for the spec's calls (a paid flag, a running amount). */
export async function addServerPayment(
  tx: Queryable,
  ownerId: string,
  jobId: string,
  payment: { amount: number; method?: string | null; paidAt?: string | null; seq: number },
): Promise<void> {
  const method = paymentMethod.safeParse(payment.method).success ? payment.method : 'cash';
  await tx.query(
    `INSERT INTO payments (owner_id, id, job_id, amount, method, paid_on, change_seq)
     VALUES ($1, 'payment-' || gen_random_uuid()::text, $2, $3, $4,
       coalesce($5::timestamptz, now())::date, $6)`,
    [ownerId, jobId, payment.amount, method, payment.paidAt ?? null, payment.seq],
  );
}

/** Removes every payment of the job, each leaving a tombstone. */
export async function removeJobPayments(
  tx: Queryable,
  ownerId: string,
  jobId: string,
  seq: number,
): Promise<number> {
  return deleteWithTombstones(
    tx,
    ownerId,
    'payment',
    seq,
    'DELETE FROM payments WHERE owner_id = $1 AND job_id = $2 RETURNING id',
    [ownerId, jobId],
  );
}

/**
 * The spec's calls on a job (decision 046): `paid: true` records one payment of the balance,
 * `paid: false` (or `amount_paid: null`) removes the job's payments, and a running `amount_paid`
 * (decision 033) adds a payment of the difference when higher, else replaces the payments by one
 * of that amount. Then the job's fields are worked out again. Run after the job's own update.
 */
export async function applyPaidFields(
  tx: Queryable,
  ownerId: string,
  jobId: string,
  body: {
    paid?: boolean | undefined;
    amount_paid?: number | null | undefined;
    payment_method?: string | null | undefined;
    paid_at?: string | null | undefined;
  },
  seq: number,
): Promise<void> {
  const { total, method } = await jobPaymentTotal(tx, ownerId, jobId);
  const chosen = { method: body.payment_method ?? method, paidAt: body.paid_at ?? null, seq };
  if (typeof body.amount_paid === 'number') {
    const cents = Math.round(body.amount_paid * 100) - Math.round(total * 100);
    if (cents > 0) {
      await addServerPayment(tx, ownerId, jobId, { ...chosen, amount: cents / 100 });
    } else if (cents < 0) {
      await removeJobPayments(tx, ownerId, jobId, seq);
      if (body.amount_paid > 0) {
        await addServerPayment(tx, ownerId, jobId, { ...chosen, amount: body.amount_paid });
      }
    }
  } else if (body.amount_paid === null || body.paid === false) {
    await removeJobPayments(tx, ownerId, jobId, seq);
  } else if (body.paid === true) {
    const [row] = await tx.query<{ amount: string | number }>(
      `SELECT ${AMOUNT} AS amount FROM jobs j WHERE j.owner_id = $1 AND j.id = $2`,
      [ownerId, jobId],
    );
    const cents = Math.round(Number(row?.amount ?? 0) * 100) - Math.round(total * 100);
    if (cents > 0) {
      await addServerPayment(tx, ownerId, jobId, {
        ...chosen,
        method: body.payment_method ?? 'cash',
        amount: cents / 100,
      });
    }
  }
  await settleJobPayments(tx, ownerId, jobId);
}
