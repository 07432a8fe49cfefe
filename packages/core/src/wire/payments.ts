// Payments on the wire (issue 23, decision 046): each payment is its own record, added and never
// rewritten; a job's paid amount, balance and the spec's `paid` flag are worked out from them.
import { z } from 'zod';
import { ID_MAX_CHARS, NOTES_MAX_CHARS } from '../limits.ts';
import type { Payment } from '../entities.ts';
import { isoDate, isoTimestamp, money, text } from './common.ts';
import { paymentMethod } from './jobs.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const PAYMENT_ID = new RegExp(`^payment-${UUID}$`, 'i');

/** A device's name for itself, kept with each payment it records. */
export const DEVICE_ID_MAX_CHARS = 100;

/** POST /api/payments. A client may name the id it made, so a retried create is idempotent. */
export const paymentCreateBody = z.strictObject({
  id: text(ID_MAX_CHARS).regex(PAYMENT_ID, 'id must look like payment-<uuid>').optional(),
  job_id: text(ID_MAX_CHARS).min(1, 'job_id is required'),
  // Less than a cent is no payment (it would be stored as 0.00).
  amount: money.refine((value) => value >= 0.01, 'must be more than 0'),
  method: paymentMethod,
  paid_on: isoDate,
  note: text(NOTES_MAX_CHARS).nullable().optional(),
  device_id: text(DEVICE_ID_MAX_CHARS).nullable().optional(),
  /** When the device recorded it (a backup keeps it); absent: now. Orders payments of one day. */
  created_at: isoTimestamp.optional(),
});

/** GET /api/payments filters. */
export const paymentListQuery = z.strictObject({
  job_id: text(ID_MAX_CHARS).optional(),
});

/** A payment as the server answers it. */
export const serverPayment = z.object({
  id: z.string(),
  job_id: z.string(),
  amount: z.number(),
  method: paymentMethod,
  paid_on: z.string(),
  note: z.string().nullable(),
  device_id: z.string().nullable(),
  created_at: z.string(),
});

export type PaymentCreateBody = z.output<typeof paymentCreateBody>;
export type PaymentListQuery = z.output<typeof paymentListQuery>;
export type WirePayment = z.output<typeof serverPayment>;

/** A payment as the server sends it, as the app uses it. */
export const paymentFromServer = (payment: WirePayment): Payment => ({
  id: payment.id,
  jobId: payment.job_id,
  amount: payment.amount,
  method: payment.method,
  paidOn: payment.paid_on,
  note: payment.note,
  deviceId: payment.device_id,
  createdAt: payment.created_at,
});

/** A payment as the wire carries it (the create body with its id, and the backup file). */
export const paymentToWire = (payment: Payment): WirePayment => ({
  id: payment.id,
  job_id: payment.jobId,
  amount: payment.amount,
  method: payment.method,
  paid_on: payment.paidOn,
  note: payment.note,
  device_id: payment.deviceId,
  created_at: payment.createdAt,
});
