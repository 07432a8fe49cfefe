// Sends the outbox to the server, one write at a time and in order (a job's create must follow
// its customer's). Every server call of the api adapter runs in one lane, so a delete or a
// refresh never overtakes a create still on its way.
import type { ServerCustomer, ServerJob } from '@jobtrack/core';
import { HttpError, isNetworkError, type HttpClient } from '../../lib/http.ts';
import type { Logger } from '../shared/log.ts';
import { customerCreateWire, jobCreateWire } from './api-wire.ts';
import type { Outbox, OutboxEntry } from './outbox.ts';

export type ServerAnswer =
  { kind: 'customer'; record: ServerCustomer } | { kind: 'job'; record: ServerJob };

export type SyncEngine = {
  /** Runs `task` after every server call queued before it. */
  inLane<T>(task: () => Promise<T>): Promise<T>;
  /** Sends the outbox; only for use inside the lane. True when it is empty afterwards. */
  drain(): Promise<boolean>;
  /** Queues a drain unless one is already waiting to start. */
  scheduleDrain(): void;
  /** The outbox entry on its way to the server, if any. */
  inFlightSeq(): number | null;
};

/**
 * Worth trying again later: no connection, a server error, an expired session (the writes wait
 * for the same user to sign in again), a timeout or a rate limit. Any other 4xx is the server
 * refusing this write for good, and retrying it would only block the writes behind it.
 */
export const isRetryable = (error: unknown): boolean =>
  isNetworkError(error) ||
  (error instanceof HttpError && (error.status >= 500 || [401, 408, 429].includes(error.status)));

const send = async (http: HttpClient, entry: OutboxEntry): Promise<ServerAnswer> => {
  const path = (resource: string) => `/api/${resource}/${encodeURIComponent(entry.id)}`;
  switch (entry.op) {
    case 'createCustomer':
      return {
        kind: 'customer',
        record: await http.request<ServerCustomer>('/api/customers', {
          method: 'POST',
          body: customerCreateWire(entry.record),
        }),
      };
    case 'createJob':
      return {
        kind: 'job',
        record: await http.request<ServerJob>('/api/jobs', {
          method: 'POST',
          body: jobCreateWire(entry.record),
        }),
      };
    case 'updateCustomer':
      return {
        kind: 'customer',
        record: await http.request<ServerCustomer>(path('customers'), {
          method: 'PUT',
          body: entry.body,
        }),
      };
    case 'updateJob':
      return {
        kind: 'job',
        record: await http.request<ServerJob>(path('jobs'), { method: 'PUT', body: entry.body }),
      };
  }
};

export const createSyncEngine = (options: {
  http: HttpClient;
  outbox: Outbox;
  /** A write went through: the server's record, to replace the optimistic one. */
  onSent: (entry: OutboxEntry, answer: ServerAnswer) => void;
  /** A write the server refused for good was dropped. */
  onDropped: (entry: OutboxEntry, error: unknown) => void;
  logger: Logger;
}): SyncEngine => {
  const { http, outbox, logger } = options;
  let lane: Promise<unknown> = Promise.resolve();
  let inFlight: number | null = null;
  let drainWaiting = false;

  const inLane = <T>(task: () => Promise<T>): Promise<T> => {
    const run = lane.then(task, task);
    lane = run.catch(() => undefined);
    return run;
  };

  const drain = async (): Promise<boolean> => {
    if (!http.getToken()) return outbox.size() === 0;
    for (let entry = outbox.first(); entry; entry = outbox.first()) {
      inFlight = entry.seq;
      try {
        const answer = await send(http, entry);
        outbox.remove(entry.seq);
        options.onSent(entry, answer);
      } catch (error) {
        if (isRetryable(error)) {
          logger.warn(`${outbox.size()} change(s) kept on this device for a later retry`, error);
          return false;
        }
        outbox.remove(entry.seq);
        logger.error(`the server refused ${entry.op} ${entry.id}; the change was dropped`, error);
        options.onDropped(entry, error);
      } finally {
        inFlight = null;
      }
    }
    return true;
  };

  return {
    inLane,
    drain,
    scheduleDrain() {
      if (drainWaiting) return;
      drainWaiting = true;
      void inLane(() => {
        drainWaiting = false;
        return drain();
      });
    },
    inFlightSeq: () => inFlight,
  };
};
