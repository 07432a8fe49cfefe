import { SYNC_PAGE_DEFAULT, type SyncAnswer, type SyncQuery } from '@jobtrack/core/wire';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { SeriesService } from '../series/series.service.ts';
import type { NumberedTable, SyncRepository } from './sync.repository.ts';

export type SyncSources = {
  customers: CustomersService;
  jobs: JobsService;
  profile: ProfileService;
  /** Invoices and receipts (issue 15); absent in tests that build the sync alone. */
  documents?: DocumentsService;
  /** Repeating-job series (issue 14); optional so a pull without them still works. */
  series?: Pick<SeriesService, 'changed'>;
  /** Payments as records (issue 23); optional so a pull without them still works. */
  payments?: Pick<PaymentsService, 'changed'>;
  /** Quotes (issue 26); optional so a pull without them still works. */
  quotes?: Pick<QuotesService, 'changed'>;
  /** Photos of jobs (issue 27), metadata only; optional so a pull without them still works. */
  photos?: Pick<PhotosService, 'changed'>;
};

const nothingChanged = (cursor: number): SyncAnswer => ({
  cursor: String(cursor),
  has_more: false,
  customers: [],
  jobs: [],
  deleted_customers: [],
  deleted_jobs: [],
});

export function createSyncService(repository: SyncRepository, sources: SyncSources) {
  return {
    /**
     * What changed in the owner's data after the cursor `since` (docs/architecture.md §4): records written
     * and ids deleted, in pages that never split one change number. Read in one snapshot.
     * `known` is the owner's last committed change number read during this request (the series
     * top-up's check): when it is the cursor, nothing changed and no snapshot is needed.
     */
    pull(ownerId: string, query: SyncQuery, known?: number): Promise<SyncAnswer> {
      const limit = query.limit ?? SYNC_PAGE_DEFAULT;
      const since = Number(query.since ?? '0');
      // NOTE (decision 071): most pulls find nothing new. The number read a moment ago in this
      // request is as current as one read in the snapshot (both committed, both within the
      // request), so the answer is the same, with three round trips to PostgreSQL fewer.
      if (known !== undefined && since > 0 && since === known) {
        return Promise.resolve(nothingChanged(known));
      }
      return repository.inSnapshot(async (tx) => {
        // NOTE: rows written before the sync existed carry number 0; a pull from the beginning
        // includes them.
        let after = since === 0 ? -1 : since;
        let plan = await repository.plan(tx, ownerId, after, limit);
        const { version } = plan;
        // A cursor ahead of the server comes from a database that was reset: start over.
        const isReset = since > version;
        if (isReset) {
          after = -1;
          plan = await repository.plan(tx, ownerId, after, limit);
        }
        if (after >= version) return nothingChanged(version);

        const upTo = plan.pageEnd ?? version;
        // Only the tables holding changes of the page are read (decision 071).
        const has = (table: NumberedTable) => plan.sources.has(table);
        const customers = has('customers')
          ? await sources.customers.changed(tx, ownerId, after, upTo)
          : [];
        const jobs = has('jobs') ? await sources.jobs.changed(tx, ownerId, after, upTo) : [];
        const deleted = has('tombstones') ? await repository.deleted(tx, ownerId, after, upTo) : [];
        const profile = has('business_profiles')
          ? await sources.profile.changed(tx, ownerId, after, upTo)
          : undefined;
        const deletedDocuments = deleted
          .filter((row) => row.kind === 'document')
          .map((row) => row.id);
        const documents =
          sources.documents && has('documents')
            ? await sources.documents.changed(tx, ownerId, after, upTo)
            : [];
        const series = has('job_series')
          ? ((await sources.series?.changed(tx, ownerId, after, upTo)) ?? [])
          : [];
        const deletedSeries = deleted.filter((row) => row.kind === 'series').map((row) => row.id);
        const payments = has('payments')
          ? ((await sources.payments?.changed(tx, ownerId, after, upTo)) ?? [])
          : [];
        const deletedPayments = deleted
          .filter((row) => row.kind === 'payment')
          .map((row) => row.id);
        const quotes = has('quotes')
          ? ((await sources.quotes?.changed(tx, ownerId, after, upTo)) ?? [])
          : [];
        const deletedQuotes = deleted.filter((row) => row.kind === 'quote').map((row) => row.id);
        const photos = has('photos')
          ? ((await sources.photos?.changed(tx, ownerId, after, upTo)) ?? [])
          : [];
        const deletedPhotos = deleted.filter((row) => row.kind === 'photo').map((row) => row.id);
        return {
          cursor: String(upTo),
          has_more: plan.pageEnd !== undefined,
          ...(isReset ? { reset: true as const } : {}),
          customers,
          jobs,
          deleted_customers: deleted.filter((row) => row.kind === 'customer').map((row) => row.id),
          deleted_jobs: deleted.filter((row) => row.kind === 'job').map((row) => row.id),
          // Invoices and receipts (issue 15): only when there are some, as the profile.
          ...(documents.length > 0 ? { documents } : {}),
          ...(deletedDocuments.length > 0 ? { deleted_documents: deletedDocuments } : {}),
          ...(profile !== undefined ? { profile } : {}),
          ...(series.length > 0 ? { series } : {}),
          ...(deletedSeries.length > 0 ? { deleted_series: deletedSeries } : {}),
          // Payments as records (issue 23): only when there are some, as documents.
          ...(payments.length > 0 ? { payments } : {}),
          ...(deletedPayments.length > 0 ? { deleted_payments: deletedPayments } : {}),
          // Quotes (issue 26): only when there are some, as documents.
          ...(quotes.length > 0 ? { quotes } : {}),
          ...(deletedQuotes.length > 0 ? { deleted_quotes: deletedQuotes } : {}),
          // Photos (issue 27): the records only, the files fetched on demand.
          ...(photos.length > 0 ? { photos } : {}),
          ...(deletedPhotos.length > 0 ? { deleted_photos: deletedPhotos } : {}),
        };
      });
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
