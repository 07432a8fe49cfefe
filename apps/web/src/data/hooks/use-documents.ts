import {
  documentStatus,
  jobBalance,
  sumMoney,
  toIsoDate,
  type DocumentStatus,
  type InvoiceDocument,
  type Job,
} from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import type { DataSnapshot, DocumentInput } from '../data-source.ts';
import { useData, useDataMutation, useDataSource } from './data-context.tsx';
import { toLanguage } from '#web/lib/format.ts';

const NO_DOCUMENTS: readonly InvoiceDocument[] = [];
const selectDocuments = (snapshot: DataSnapshot) => snapshot.documents;

/**
 * The invoices and receipts, newest first: records of the one snapshot (decision 055), read
 * through useData like the customers and jobs; re-renders when one changes.
 */
export function useDocuments(): readonly InvoiceDocument[] {
  return useData(selectDocuments).data ?? NO_DOCUMENTS;
}

/** What is still owed on a document's jobs now (a payment since it was made counts). */
export function liveBalance(document: InvoiceDocument, jobs: readonly Job[]): number {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return Math.max(
    0,
    sumMoney(
      document.lines.map((line) => {
        const job = byId.get(line.jobId);
        return job ? jobBalance(job) : line.amount - line.paid;
      }),
    ),
  );
}

export type DocumentWithStatus = {
  document: InvoiceDocument;
  status: DocumentStatus;
  balance: number;
};

/** Each document with its status today (decision 034: overdue 30 days after issue). */
export function useDocumentsWithStatus(customerId?: string): DocumentWithStatus[] {
  const documents = useDocuments();
  const jobs = useData((snapshot) => snapshot.jobs).data ?? [];
  const today = toIsoDate(new Date());
  return documents
    .filter((document) => !customerId || document.customerId === customerId)
    .map((document) => {
      const balance = liveBalance(document, jobs);
      return { document, balance, status: documentStatus(document, today, balance) };
    });
}

export function useCreateDocument() {
  const { i18n } = useTranslation();
  const appLanguage = toLanguage(i18n.language);
  return useDataMutation(
    (source, input: Omit<DocumentInput, 'appLanguage'>) =>
      source.createDocument({ ...input, appLanguage }),
    { fallback: 'documents.failed' },
  );
}

export const useRevokeDocument = () =>
  useDataMutation((source, id: string) => source.revokeDocument(id), {
    fallback: 'documents.failed',
  });

/** Sets when a document's share link ends; null: never (decision 057). */
export const useSetShareExpiry = () =>
  useDataMutation(
    (source, input: { id: string; expiresAt: string | null }) =>
      source.setShareExpiry(input.id, input.expiresAt),
    { fallback: 'documents.failed' },
  );

export const useDeleteDocument = () =>
  useDataMutation((source, id: string) => source.deleteDocument(id), {
    fallback: 'documents.failed',
  });

/** Where the public pages live; undefined where nothing is shared (demo, waitlist test mode). */
export function useShareOrigin(): string | undefined {
  const { publicUrl } = useRuntimeConfig();
  const source = useDataSource();
  if (source.mode !== 'api') return undefined;
  return (publicUrl || window.location.origin).replace(/\/$/, '');
}

/** The public page's address of a numbered, shared document (api mode only). */
export function useShareUrl(document: InvoiceDocument | undefined): string | undefined {
  const origin = useShareOrigin();
  if (!origin || !document?.shareToken || document.number === null) return undefined;
  return `${origin}/d/${document.shareToken}`;
}
