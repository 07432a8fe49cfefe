// Turning the server's lists into the api adapter's cache without losing what only this device
// knows yet: records and changes still in the outbox, and deletes still on their way.
import {
  customerFromServer,
  jobFromServer,
  type Customer,
  type Job,
  type ServerCustomer,
  type ServerJob,
} from '@jobtrack/core';
import type { DataSnapshot } from '../data-source.ts';
import type { Logger } from '../shared/log.ts';
import { withDerivedFields } from '../shared/records.ts';
import type { OutboxEntry } from './outbox.ts';

export type LocalState = {
  cache: DataSnapshot;
  pending: readonly OutboxEntry[];
  /** Ids deleted on this device whose server delete has not answered yet. */
  deleting: ReadonlySet<string>;
};

/**
 * The cache after a refresh. A record with a write still pending keeps its local version (the
 * server's is older); a pending create the server does not have yet stays; a record being
 * deleted stays gone. Spec §8: a list that is not an array is ignored with a warning.
 */
export const mergeServerLists = (
  serverCustomers: unknown,
  serverJobs: unknown,
  local: LocalState,
  logger: Logger,
): DataSnapshot => {
  const { cache, pending, deleting } = local;
  let jobs = cache.jobs;
  if (Array.isArray(serverJobs)) {
    jobs = mergeRecords(
      (serverJobs as ServerJob[]).map(jobFromServer),
      cache.jobs,
      pendingOf(pending, 'createJob'),
      pending,
      deleting,
    );
  } else {
    logger.warn('ignored a jobs refresh that is not a list', serverJobs);
  }
  let customers = cache.customers;
  if (Array.isArray(serverCustomers)) {
    customers = mergeRecords(
      (serverCustomers as ServerCustomer[]).map((customer) => customerFromServer(customer, jobs)),
      cache.customers,
      pendingOf(pending, 'createCustomer'),
      pending,
      deleting,
    );
  } else {
    logger.warn('ignored a customers refresh that is not a list', serverCustomers);
  }
  return withDerivedFields({ customers, jobs });
};

type PendingCreates = { createCustomer: Customer; createJob: Job };

/** The records of the outbox's waiting creates of one kind. */
const pendingOf = <Op extends keyof PendingCreates>(
  pending: readonly OutboxEntry[],
  op: Op,
): PendingCreates[Op][] =>
  pending.flatMap((entry) =>
    entry.op === op && 'record' in entry ? [entry.record as PendingCreates[Op]] : [],
  );

const mergeRecords = <T extends Customer | Job>(
  server: T[],
  cached: readonly T[],
  pendingCreates: readonly T[],
  pending: readonly OutboxEntry[],
  deleting: ReadonlySet<string>,
): T[] => {
  const pendingIds = new Set(pending.map((entry) => entry.id));
  const cachedById = new Map(cached.map((record) => [record.id, record]));
  const merged = server
    .filter((record) => !deleting.has(record.id))
    .map((record) => (pendingIds.has(record.id) ? (cachedById.get(record.id) ?? record) : record));
  const seen = new Set(merged.map((record) => record.id));
  for (const record of pendingCreates) {
    if (seen.has(record.id) || deleting.has(record.id)) continue;
    merged.push(cachedById.get(record.id) ?? record);
    seen.add(record.id);
  }
  return merged;
};

/** Adds the outbox's pending creates to a cache that lacks them (a reload while offline). */
export const withPendingCreates = (cache: DataSnapshot, pending: readonly OutboxEntry[]) => {
  const customerIds = new Set(cache.customers.map((customer) => customer.id));
  const jobIds = new Set(cache.jobs.map((job) => job.id));
  const customers = pendingOf(pending, 'createCustomer').filter((c) => !customerIds.has(c.id));
  const jobs = pendingOf(pending, 'createJob').filter((job) => !jobIds.has(job.id));
  if (customers.length === 0 && jobs.length === 0) return cache;
  return withDerivedFields({
    customers: [...cache.customers, ...customers],
    jobs: [...cache.jobs, ...jobs],
  });
};

/** The list without the records of these ids. */
export const without = <T extends { id: string }>(list: readonly T[], ids: ReadonlySet<string>) =>
  list.filter((record) => !ids.has(record.id));

/** The records of these ids with their places in the list, so putBack can restore them. */
export const withIndex = <T extends { id: string }>(list: readonly T[], ids: ReadonlySet<string>) =>
  list.flatMap((record, index) => (ids.has(record.id) ? [{ index, record }] : []));

/** Puts records back where they were, so a restored row does not jump to the end of a list. */
export const putBack = <T>(
  list: readonly T[],
  removed: readonly { index: number; record: T }[],
) => {
  const next = [...list];
  for (const { index, record } of removed) next.splice(Math.min(index, next.length), 0, record);
  return next;
};
