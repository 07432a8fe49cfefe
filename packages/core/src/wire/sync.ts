import { z } from 'zod';
import { queryInt, text } from './common.ts';
import { serverCustomer } from './customers.ts';
import { serverDocument } from './documents.ts';
import { serverJob } from './jobs.ts';
import { businessProfileWire } from './profile.ts';
import { serverQuote } from './quotes.ts';
import { serverPayment } from './payments.ts';
import { serverPhoto } from './photos.ts';
import { serverSeries } from './series.ts';

// GET /api/sync: the delta pull of the offline-first app (issue 9). The server numbers every
// write of an owner's data; a pull answers what changed after the cursor it is given.

/** A page holds this many changes unless the client asks otherwise. */
export const SYNC_PAGE_DEFAULT = 1000;
export const SYNC_PAGE_MAX = 5000;

/** A cursor is a decimal string of a change number; '0' (or none) pulls from the beginning. */
export const SYNC_CURSOR = /^\d{1,15}$/;

export const syncQuery = z.strictObject({
  since: text(15).regex(SYNC_CURSOR, 'must be a cursor from an earlier sync').optional(),
  limit: queryInt(1, SYNC_PAGE_MAX).optional(),
});

export const syncAnswer = z.object({
  /** Pull again with this cursor; while has_more, at once. */
  cursor: z.string(),
  has_more: z.boolean(),
  /**
   * The cursor was ahead of the server (its database was reset): this is a pull from the
   * beginning, and the client drops the replica it holds before applying it.
   */
  reset: z.literal(true).optional(),
  customers: z.array(serverCustomer),
  jobs: z.array(serverJob),
  deleted_customers: z.array(z.string()),
  deleted_jobs: z.array(z.string()),
  /** Invoices and receipts (issue 15); absent from older servers. */
  documents: z.array(serverDocument).optional(),
  deleted_documents: z.array(z.string()).optional(),
  /** Repeating-job series (issue 14): present only when some changed or were deleted. */
  series: z.array(serverSeries).optional(),
  deleted_series: z.array(z.string()).optional(),
  /** Payments as records (issue 23): present only when some were added or removed. */
  payments: z.array(serverPayment).optional(),
  deleted_payments: z.array(z.string()).optional(),
  /** Quotes (issue 26): present only when some changed or were deleted. */
  quotes: z.array(serverQuote).optional(),
  deleted_quotes: z.array(z.string()).optional(),
  /** Photos of jobs (issue 27), records only: present only when some changed or were deleted. */
  photos: z.array(serverPhoto).optional(),
  deleted_photos: z.array(z.string()).optional(),
  /** Present only when the profile changed; null when the stored one no longer reads as one. */
  profile: businessProfileWire.nullable().optional(),
});

export type SyncQuery = z.output<typeof syncQuery>;
export type SyncAnswer = z.output<typeof syncAnswer>;
