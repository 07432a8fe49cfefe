// The owner's quotes (issue 26): records of the one snapshot (decision 055), read through useData
// with a select, like the documents; re-render when one changes.
import type { Quote } from '@jobtrack/core';
import { useCallback } from 'react';
import type { DataSnapshot } from '../data-source.ts';
import { useData } from './data-context.tsx';

const NO_QUOTES: readonly Quote[] = [];

/** Every quote, newest first; only `customerId`'s when given. */
export function useQuotes(customerId?: string): readonly Quote[] {
  const select = useCallback(
    (snapshot: DataSnapshot): readonly Quote[] => {
      const quotes = snapshot.quotes ?? NO_QUOTES;
      return customerId ? quotes.filter((quote) => quote.customerId === customerId) : quotes;
    },
    [customerId],
  );
  return useData(select).data ?? NO_QUOTES;
}

/** One quote; undefined while the data loads or when there is none with this id. */
export function useQuote(id: string): Quote | undefined {
  const select = useCallback(
    (snapshot: DataSnapshot) => (snapshot.quotes ?? NO_QUOTES).find((quote) => quote.id === id),
    [id],
  );
  return useData(select).data;
}

/** The quote a job was made from (its own job, or the series the job is a visit of). */
export function useQuoteOfWork(jobId: string): Quote | undefined {
  const select = useCallback(
    (snapshot: DataSnapshot) => {
      const seriesId = snapshot.jobs.find((job) => job.id === jobId)?.seriesId;
      return (snapshot.quotes ?? NO_QUOTES).find(
        (quote) => quote.jobId === jobId || (seriesId !== undefined && quote.seriesId === seriesId),
      );
    },
    [jobId],
  );
  return useData(select).data;
}
