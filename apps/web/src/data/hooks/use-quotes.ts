// The quotes as the screens read them (issue 26, decision 063): records of the one snapshot, read
// through useData with a select like the documents (use-documents.ts), never a query of their own.
import type { Quote } from '@jobtrack/core';
import { useCallback } from 'react';
import type { DataSnapshot } from '../data-source.ts';
import { useData } from './data-context.tsx';

const NO_QUOTES: readonly Quote[] = [];
const selectQuotes = (snapshot: DataSnapshot) => snapshot.quotes;

/** Every quote, newest first, or one customer's; re-renders when one changes. */
export function useQuotes(customerId?: string): readonly Quote[] {
  const select = useCallback(
    (snapshot: DataSnapshot) =>
      customerId === undefined
        ? snapshot.quotes
        : snapshot.quotes.filter((quote) => quote.customerId === customerId),
    [customerId],
  );
  return useData(customerId === undefined ? selectQuotes : select).data ?? NO_QUOTES;
}

/** One quote by id; undefined while the data loads or when there is none. */
export function useQuote(id: string | undefined): Quote | undefined {
  const select = useCallback(
    (snapshot: DataSnapshot) => snapshot.quotes.find((quote) => quote.id === id),
    [id],
  );
  return useData(select).data;
}

/** The quote a job or a series was made from (by the job's or series' id), if any. */
export function useQuoteOfWork(jobId: string | undefined): Quote | undefined {
  const select = useCallback(
    (snapshot: DataSnapshot) =>
      jobId === undefined
        ? undefined
        : snapshot.quotes.find((quote) => quote.jobId === jobId || quote.seriesId === jobId),
    [jobId],
  );
  return useData(select).data;
}
