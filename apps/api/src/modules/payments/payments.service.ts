import type { PaymentCreateBody } from '@jobtrack/core/wire';
import type { Created } from '../../db/changes.ts';
import type { Queryable } from '../../db/db.ts';
import { found, notDeleted, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts';

export function createPaymentsService(repository: PaymentsRepository) {
  return {
    list: (ownerId: string, jobId?: string) => repository.list(ownerId, jobId),

    async get(ownerId: string, id: string): Promise<PaymentRow> {
      return found(await repository.get(ownerId, id), 'Payment');
    },

    /**
     * Records a payment on one of the owner's jobs (404 otherwise); with a client-made id a retry
     * answers the first record (created: false), and a removed id answers 409 record_deleted.
     */
    async create(ownerId: string, body: PaymentCreateBody): Promise<Created<PaymentRow>> {
      const id = body.id ?? newId('payment');
      const inserted = await repository.insert(ownerId, id, body);
      if (inserted === 'no_job') throw notFound('Job');
      return notDeleted(inserted, 'Payment');
    },

    /** A payment is never edited; removing it leaves a tombstone. */
    async delete(ownerId: string, id: string): Promise<void> {
      if (!(await repository.delete(ownerId, id))) throw notFound('Payment');
    },

    /** For the sync pull, inside its snapshot. */
    changed: (runner: Queryable, ownerId: string, after: number, upTo: number) =>
      repository.changed(runner, ownerId, after, upTo),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
