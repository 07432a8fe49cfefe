// What the screens show of a data source: its one snapshot (decision 040), loaded first when the
// source has none yet. Tests read records through it, as the screens do.
import type { DataSnapshot, DataSource } from '#web/data/data-source.ts';

export const shown = async (source: Pick<DataSource, 'snapshot' | 'load'>): Promise<DataSnapshot> =>
  source.snapshot() ?? source.load();

/** The invoices and receipts the screens show now (none while there is no snapshot yet). */
export const shownDocuments = (source: Pick<DataSource, 'snapshot'>): DataSnapshot['documents'] =>
  source.snapshot()?.documents ?? [];

/** The records of a snapshot (customers, jobs, series, payments), without the documents and profile. */
export const recordsOf = (
  snapshot: Pick<DataSnapshot, 'customers' | 'jobs' | 'series' | 'payments'> | null,
) =>
  snapshot && {
    customers: snapshot.customers,
    jobs: snapshot.jobs,
    series: snapshot.series,
    payments: snapshot.payments,
  };
