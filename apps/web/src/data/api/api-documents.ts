// Invoices and receipts in signed-in mode (issue 15, decisions 034, 045). A document is made on
// the device at once as a draft (number null, no share link): an ordinary outbox entry of the
// replica (`createDocument`), sent after the writes queued before it (its customer and jobs), with
// its client-made id so a resend never makes a second one. The server numbers it; the numbered
// documents are kept in the replica's `documents` table, the server being the source of the
// numbers and the share tokens. A draft the server refuses is listed with the other refused
// writes until the owner discards it, like any write; a draft deleted after its create was sent
// is deleted on the server through the outbox too.
import { buildDocument, type InvoiceDocument } from '@jobtrack/core';
import { serverDocument, toDocument, type ServerDocument } from '@jobtrack/core/wire';
import { z } from 'zod';
import { HttpError, isNetworkError, type HttpClient } from '#web/lib/http.ts';
import type { BusinessProfile, Customer, Job } from '@jobtrack/core';
import type { DocumentInput } from '../data-source.ts';
import { dataError } from '../shared/errors.ts';
import type { Logger } from '../shared/log.ts';
import type { SyncEngine } from './api-sync.ts';
import {
  deleteDocumentDraft,
  documentDrafts,
  documentsGoing,
  saveDocumentDraft,
} from './replica-state.ts';
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
  /** The numbered documents, as the `documents` table holds them. */
  let numbered: readonly InvoiceDocument[] = [];
  /** The flush on its way: a second call waits for it instead of starting another. */
  let flushing: Promise<void> | null = null;
  /** Set when the device's data is discarded (sign-out): a read failing meanwhile is no fault. */
  let isStopped = false;

  const show = (next: readonly InvoiceDocument[]) => {
    numbered = next;
    options.onChange();
  };

  // The list shown: the numbered documents and the drafts of the outbox and the refused writes,
  // worked out again only when one of them changed.
  let shown: { numbered: unknown; outbox: unknown; refused: unknown; list: InvoiceDocument[] } = {
    numbered: null,
    outbox: null,
    refused: null,
    list: [],
  };
  const list = (): readonly InvoiceDocument[] => {
    const { outbox, refused } = store.state();
    if (shown.numbered === numbered && shown.outbox === outbox && shown.refused === refused) {
      return shown.list;
    }
    const going = documentsGoing(store.state());
    const ids = new Set(numbered.map((document) => document.id));
    // A draft the server numbered a moment ago (its outbox entry not let go yet) shows numbered.
    const drafts = documentDrafts(store.state()).filter((draft) => !ids.has(draft.id));
    const all = [...numbered, ...drafts].filter((document) => !going.has(document.id));
    all.sort(byNewest);
    // Another record's write leaves the list as it was: the same array, so nothing re-renders.
    const isSame =
      all.length === shown.list.length && all.every((document, i) => document === shown.list[i]);
    shown = { numbered, outbox, refused, list: isSame ? shown.list : all };
    return shown.list;
  };

  const readTable = () => store.documentsTable().toArray();
  const loaded = store
    .ready()
    .then(readTable)
    .then(show)
    .catch((error: unknown) => logger.error('could not read the documents on this device', error));

  /** Reads the server's list of numbered documents (the drafts stay in the outbox). */
  const flush = (): Promise<void> => {
    if (!http.getToken() || isStopped) return Promise.resolve();
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const flushOnce = async (): Promise<void> => {
    try {
      await loaded;
      await engine.inLane(async () => {
        const answer = await http.request<unknown>('/api/documents');
        const server = z.array(serverDocument).parse(answer).map(toDocument);
        const table = store.documentsTable();
        await table.clear();
        await table.bulkPut(server);
        show(server);
      });
    } catch (error) {
      if (isStopped) return;
      if (!isNetworkError(error)) logger.error('could not sync the documents', error);
      // What the table holds now (a sign-out may have deleted it meanwhile: nothing to show).
      await readTable().then(show, () => undefined);
    }
  };

  /** A numbered document the server answered to a draft's create (the sync engine sends it). */
  const keepNumbered = async (document: InvoiceDocument): Promise<void> => {
    await loaded;
    await store.documentsTable().put(document);
    show([...numbered.filter((item) => item.id !== document.id), document]);
  };

  /**
   * A pull page's documents and deleted ids (another device made, revoked or deleted them). A
   * page that starts over (reset) drops the numbered documents first; drafts are in the outbox.
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
    if (page.reset) await table.clear();
    await table.bulkPut(incoming);
    await table.bulkDelete([...gone]);
    show(await table.toArray());
  };

  const deleteNumbered = async (id: string): Promise<void> => {
    try {
      await http.request(`/api/documents/${id}`, { method: 'DELETE' });
    } catch (error) {
      if (isNetworkError(error)) throw dataError('documents.offline');
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
    await store.documentsTable().delete(id);
    show(numbered.filter((item) => item.id !== id));
  };

  /** A call on a numbered document's share link; the server's answer replaces the device's copy. */
  const linkCall = async (
    id: string,
    action: 'revoke' | 'share-expiry',
    body?: Record<string, unknown>,
  ): Promise<InvoiceDocument> => {
    try {
      const answer = await http.request<ServerDocument>(`/api/documents/${id}/${action}`, {
        method: 'POST',
        ...(body ? { body } : {}),
      });
      const document = toDocument(serverDocument.parse(answer));
      await store.documentsTable().put(document);
      show(numbered.map((item) => (item.id === id ? document : item)));
      return document;
    } catch (error) {
      if (isNetworkError(error)) throw dataError('documents.offline');
      if (error instanceof HttpError && error.status === 404) throw dataError('documents.notFound');
      throw error;
    }
  };
  return {
    loaded,
    applyPulled,
    keepNumbered,
    list,
    flush,
    /** Before the device's data is discarded: no more reads, and one on its way fails quietly. */
    stop() {
      isStopped = true;
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
      await store.commit((state) => saveDocumentDraft(state, draft, engine.inFlightSeq()));
      // Online, the number comes back in a moment; the screen waits for it briefly. Offline, it
      // waits in the outbox like any write.
      if (http.getToken() && engine.status().online) await engine.sync();
      else engine.scheduleSync();
      return structuredClone(list().find((document) => document.id === draft.id) ?? draft);
    },
    revoke: (id: string) => linkCall(id, 'revoke'),
    /** Sets when the share link ends (null: never), decision 057. */
    setShareExpiry: (id: string, expiresAt: string | null) =>
      linkCall(id, 'share-expiry', { expires_at: expiresAt }),
    async remove(id: string): Promise<void> {
      if (numbered.some((item) => item.id === id)) return deleteNumbered(id);
      const draft = documentDrafts(store.state()).find((item) => item.id === id);
      if (!draft) return;
      // A draft goes like a record made offline: at once, its delete queued if the server may
      // hold it (decision 045).
      await store.commit((state) => deleteDocumentDraft(state, draft, engine.inFlightSeq()));
      engine.scheduleSync();
    },
  };
};
