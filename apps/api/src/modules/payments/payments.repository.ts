import type { PaymentCreateBody, WirePayment } from '@jobtrack/core/wire';
import { deleteWithTombstones, isDeleted, writeOwned, type Created } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { settleJobPayments } from '../../db/job-payments.ts';
import { recountJobsById } from '../../db/totals.ts';
import { asNumber, isoFromUtcText, utcText } from '../../db/sql.ts';

/** What this repository answers: the wire record itself (core/wire/payments.ts). */
export type PaymentRow = WirePayment;

const SELECT = `SELECT p.id, p.job_id, ${asNumber('p.amount')} AS amount, p.method,
    p.paid_on::text AS paid_on, p.note, p.device_id, ${utcText('p.created_at')} AS created_at
  FROM payments p`;

const ORDER = 'ORDER BY p.paid_on DESC, p.created_at DESC, p.id DESC';

const toPayment = (row: PaymentRow): PaymentRow => ({
  ...row,
  created_at: isoFromUtcText(row.created_at)!,
});

export function createPaymentsRepository(db: Db) {
  const selectOn = async (runner: Queryable, where: string, params: unknown[], tail = ORDER) =>
    (await runner.query<PaymentRow>(`${SELECT} WHERE ${where} ${tail}`, params)).map(toPayment);
  const getOn = async (runner: Queryable, ownerId: string, id: string) =>
    (await selectOn(runner, 'p.owner_id = $1 AND p.id = $2', [ownerId, id], ''))[0];

  return {
    /** The owner's payments (optionally one job's), newest first. */
    list(ownerId: string, jobId?: string): Promise<PaymentRow[]> {
      return jobId === undefined
        ? selectOn(db, 'p.owner_id = $1', [ownerId])
        : selectOn(db, 'p.owner_id = $1 AND p.job_id = $2', [ownerId, jobId]);
    },

    get: (ownerId: string, id: string): Promise<PaymentRow | undefined> => getOn(db, ownerId, id),

    /**
     * Adds the payment and works the job's paid fields out again, both stamped with the owner's
     * next change number. A payment this owner already has answers the stored one (created:
     * false); one the owner removed, 'deleted'; a job the owner does not have, 'no_job'. None
     * of these changes anything.
     */
    async insert(
      ownerId: string,
      id: string,
      body: PaymentCreateBody,
    ): Promise<Created<PaymentRow> | 'deleted' | 'no_job'> {
      const { value } = await writeOwned<Created<PaymentRow> | 'deleted' | 'no_job'>(
        db,
        ownerId,
        async (tx, seq) => {
          if (await isDeleted(tx, ownerId, 'payment', id)) {
            return { changed: false, value: 'deleted' };
          }
          const stored = await getOn(tx, ownerId, id);
          if (stored) return { changed: false, value: { record: stored, created: false } };
          const job = await tx.query('SELECT 1 FROM jobs WHERE owner_id = $1 AND id = $2', [
            ownerId,
            body.job_id,
          ]);
          if (job.length === 0) return { changed: false, value: 'no_job' };
          await tx.query(
            `INSERT INTO payments (owner_id, id, job_id, amount, method, paid_on, note, device_id,
               created_at, change_seq)
             VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, coalesce($9::timestamptz, now()), $10)`,
            [
              ownerId,
              id,
              body.job_id,
              body.amount,
              body.method,
              body.paid_on,
              body.note ?? null,
              body.device_id ?? null,
              body.created_at ?? null,
              seq,
            ],
          );
          // The running totals follow the job's paid flag (decision 070).
          await recountJobsById(tx, ownerId, [body.job_id], () =>
            settleJobPayments(tx, ownerId, body.job_id, seq),
          );
          const record = await getOn(tx, ownerId, id);
          if (!record) throw new Error('a payment just added was not found');
          return { changed: true, value: { record, created: true } };
        },
      );
      return value;
    },

    /** Removes the payment (a tombstone for the sync pull) and works its job out again. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const { changed } = await writeOwned(db, ownerId, async (tx, seq) => {
        const [row] = await tx.query<{ job_id: string }>(
          'SELECT job_id FROM payments WHERE owner_id = $1 AND id = $2',
          [ownerId, id],
        );
        if (!row) return { changed: false, value: undefined };
        await deleteWithTombstones(
          tx,
          ownerId,
          'payment',
          seq,
          'DELETE FROM payments WHERE owner_id = $1 AND id = $2 RETURNING id',
          [ownerId, id],
        );
        await recountJobsById(tx, ownerId, [row.job_id], () =>
          settleJobPayments(tx, ownerId, row.job_id, seq),
        );
        return { changed: true, value: undefined };
      });
      return changed;
    },

    /** The payments written after change `after` up to change `upTo`, in change order. */
    changed(runner: Queryable, ownerId: string, after: number, upTo: number) {
      return selectOn(
        runner,
        'p.owner_id = $1 AND p.change_seq > $2 AND p.change_seq <= $3',
        [ownerId, after, upTo],
        'ORDER BY p.change_seq, p.id',
      );
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
