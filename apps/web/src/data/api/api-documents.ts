// Invoices and receipts in signed-in mode (issue 15, decision 034). A document is made on the
// device at once as a draft (number null, no share link) and kept in IndexedDB; it is sent once
// the outbox is drained (its jobs must be on the server first), and the server numbers it. The
// list is then read from the server, which is the source of the numbers and the share tokens.
// A draft the server refuses for good stays on the device and is listed with the refused writes
// (kind 'document') until the owner discards it; it is tried again once the app reloads.
import { buildDocument, type InvoiceDocument } from '@jobtrack/core';
import { serverDocument, toDocument, type ServerDocument } from '@jobtrack/core/wire';
import { z } from 'zod';
import { HttpError, isNetworkError, type HttpClient } from '#web/lib/http.ts';
import type { BusinessProfile, Customer, Job } from '@jobtrack/core';
import type { DocumentInput, RefusedWrite } from '../data-source.ts';
import { dataError } from '../shared/errors.ts';
import type { Logger } from '../shared/log.ts';
import type { SyncEngine } from './api-sync.ts';
import type { ReplicaStore } from './replica-store.ts';

const byNewest = (a: InvoiceDocument, b: InvoiceDocument) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

export const createApiDocuments = (options: {
  http: HttpClient;
  store: ReplicaStore;
  engine: SyncEngine;
  logger: Logger;
  now: () => Date;
  onChange: () => void;
  current: () => { customers: Customer[]; jobs: Job[]; profile: BusinessProfile | null };
}) => {
  const { http, store, engine, logger, now } = options;
  let list: readonly InvoiceDocument[] = [];
  /** The flush on its way: a second call waits for it instead of starting another. */
  let flushing: Promise<void> | null = null;
  /** Drafts the server refused in this run of the app; numbered below zero, apart from the outbox's. */
  let refused: readonly RefusedWrite[] = [];
  let lastRefusedSeq = 0;
  const isRefused = (id: string) => refused.some((write) => write.recordId === id);

  const show = (next: InvoiceDocument[]) => {
    list = [...next].sort(byNewest);
    options.onChange();
  };

  const loaded = store
    .ready()
    .then(() => store.documentsTable().toArray())
    .then(show)
    .catch((error: unknown) => logger.error('could not read the documents on this device', error));

  /** Drafts still to send: not numbered yet and not refused. */
  const unsent = () =>
    list.filter((document) => document.number === null && !isRefused(document.id));
  const hasDrafts = () => unsent().length > 0;

  const send = async (draft: InvoiceDocument): Promise<void> => {
    try {
      const answer = await http.request<ServerDocument>('/api/documents', {
        method: 'POST',
        body: {
          id: draft.id,
          kind: draft.kind,
          customer_id: draft.customerId,
          job_ids: draft.jobIds,
          issued_date: draft.issuedDate,
          language: draft.language,
          ...(draft.note ? { note: draft.note } : {}),
        },
      });
      const numbered = toDocument(serverDocument.parse(answer));
      await store.documentsTable().put(numbered);
    } catch (error) {
      // A draft the server refuses for good (its jobs were deleted elsewhere) is kept and listed
      // for the owner, who discards it and makes it again. Anything else waits for the next try.
      if (
        error instanceof HttpError &&
        error.status >= 400 &&
        error.status < 500 &&
        ![401, 408, 429].includes(error.status)
      ) {
        logger.error('the server refused a document; kept for the owner', error);
        lastRefusedSeq -= 1;
        refused = [
          ...refused,
          {
            seq: lastRefusedSeq,
            kind: 'document',
            op: 'create',
            recordId: draft.id,
            label: draft.customer.name,
            code: error.code ?? `http_${error.status}`,
            message: error.message,
          },
        ];
        options.onChange();
        return;
      }
      throw error;
    }
  };

  /** Sends the drafts (after the outbox), then reads the server's list. */
  const flush = (): Promise<void> => {
    if (!http.getToken()) return Promise.resolve();
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const flushOnce = async (): Promise<void> => {
    try {
      await loaded;
      await engine.inLane(async () => {
        // A draft's jobs must be on the server first: the outbox goes out before it.
        if (!(await engine.drain())) return;
        for (const draft of unsent()) await send(draft);
        const answer = await http.request<unknown>('/api/documents');
        const server = z.array(serverDocument).parse(answer).map(toDocument);
        const table = store.documentsTable();
        const drafts = (await table.toArray()).filter((document) => document.number === null);
        await table.clear();
        await table.bulkPut([...server, ...drafts]);
        show([...server, ...drafts]);
      });
    } catch (error) {
      if (!isNetworkError(error)) logger.error('could not sync the documents', error);
      show(await store.documentsTable().toArray());
    }
  };

  /**
   * A pull page's documents and deleted ids (another device made, revoked or deleted them). A
   * page that starts over (reset) drops the numbered documents first; drafts stay.
   */
  const applyPulled = async (page: {
    reset?: true;
    documents?: readonly unknown[];
    deleted_documents?: readonly string[];
  }): Promise<void> => {
    const incoming = (page.documents ?? []).flatMap((row) => {
      const parsed = serverDocument.safeParse(row);
      if (!parsed.success) logger.warn('a pulled document did not read; left out', parsed.error);
      return parsed.success ? [toDocument(parsed.data)] : [];
    });
    const gone = page.deleted_documents ?? [];
    if (!page.reset && incoming.length === 0 && gone.length === 0) return;
    await loaded;
    const table = store.documentsTable();
    if (page.reset) {
      const numbered = (await table.toArray()).filter((document) => document.number !== null);
      await table.bulkDelete(numbered.map((document) => document.id));
    }
    await table.bulkPut(incoming);
    await table.bulkDelete([...gone]);
    show(await table.toArray());
  };

  return {
    loaded,
    applyPulled,
    list: () => list,
    hasDrafts,
    flush,
    /** The drafts the server refused, as the sync state lists them. */
    refused: () => refused,
    /** Whether `seq` names a refused draft (the outbox numbers its writes from 1). */
    ownsRefused: (seq: number) => seq < 0,
    /** Drops a refused draft from the device: the owner makes the document again. */
    async discardRefused(seq: number): Promise<void> {
      const write = refused.find((entry) => entry.seq === seq);
      if (!write) return;
      await store.documentsTable().delete(write.recordId);
      refused = refused.filter((entry) => entry !== write);
      show(list.filter((document) => document.id !== write.recordId));
    },
    async create(input: DocumentInput): Promise<InvoiceDocument> {
      await loaded;
      const { customers, jobs, profile } = options.current();
      const customer = customers.find((item) => item.id === input.customerId);
      if (!customer) throw dataError('customers.notFound');
      const picked = input.jobIds.map((id) => jobs.find((job) => job.id === id));
      if (picked.some((job) => !job || job.customerId !== customer.id)) {
        throw dataError('documents.jobsNotFound');
      }
      const draft = buildDocument({
        id: `document-${crypto.randomUUID()}`,
        kind: input.kind,
        number: null,
        customer,
        jobs: picked as Job[],
        profile,
        ...(input.note ? { note: input.note } : {}),
        appLanguage: input.appLanguage,
        now: now(),
      });
      await store.documentsTable().put(draft);
      show([draft, ...list]);
      // Online, the number comes back in a moment; the screen waits for it briefly.
      await flush();
      return structuredClone(list.find((document) => document.id === draft.id) ?? draft);
    },
    async revoke(id: string): Promise<InvoiceDocument> {
      try {
        const answer = await http.request<ServerDocument>(`/api/documents/${id}/revoke`, {
          method: 'POST',
        });
        const document = toDocument(serverDocument.parse(answer));
        await store.documentsTable().put(document);
        show(list.map((item) => (item.id === id ? document : item)));
        return document;
      } catch (error) {
        if (isNetworkError(error)) throw dataError('documents.offline');
        if (error instanceof HttpError && error.status === 404)
          throw dataError('documents.notFound');
        throw error;
      }
    },
    async remove(id: string): Promise<void> {
      const document = list.find((item) => item.id === id);
      if (document && document.number !== null) {
        try {
          await http.request(`/api/documents/${id}`, { method: 'DELETE' });
        } catch (error) {
          if (isNetworkError(error)) throw dataError('documents.offline');
          if (!(error instanceof HttpError && error.status === 404)) throw error;
        }
      }
      await store.documentsTable().delete(id);
      show(list.filter((item) => item.id !== id));
    },
  };
};
