import { paymentCreateBody, paymentListQuery, serverPayment } from '@jobtrack/core/wire';
import type { ZodApp } from '../../lib/http.ts';
import {
  createRecordRoute,
  deleteRecordRoute,
  listRecordsRoute,
  readRecordRoute,
} from '../../lib/record-routes.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];

export function paymentsRoutes(app: ZodApp, service: PaymentsService): void {
  listRecordsRoute(
    app,
    '/api/payments',
    {
      tags,
      summary: "The owner's payments, newest day first (optionally one job's)",
      query: paymentListQuery,
      answer: serverPayment,
    },
    (ownerId, query) => service.list(ownerId, query.job_id),
  );

  readRecordRoute(
    app,
    '/api/payments/:id',
    { tags, summary: 'One payment', answer: serverPayment },
    service.get,
  );

  createRecordRoute(
    app,
    '/api/payments',
    {
      tags,
      summary: 'Record a payment on one of the owner’s jobs',
      description:
        'A payment is added and never edited. The job’s amount_paid (the sum of its payments), paid (the sum reaches the job’s amount), payment_method and paid_at (the newest payment’s method and day) are worked out again in the same write, and the job comes in the next sync pull. A client may send the id it made (payment-<uuid>): a retried create answers 200 with the payment made the first time; an id the owner removed answers 409 record_deleted; a job the owner does not have answers 404.',
      body: paymentCreateBody,
      answer: serverPayment,
      errors: [400, 401, 404, 409, 422],
      idempotency: 'action',
    },
    service.create,
  );

  deleteRecordRoute(
    app,
    '/api/payments/:id',
    {
      tags,
      summary: 'Remove a payment',
      description:
        'Leaves a tombstone (the sync pull’s deleted_payments) and works the job’s paid fields out again.',
    },
    service.delete,
  );
}
