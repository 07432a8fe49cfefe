import type { Job } from '@jobtrack/core';
import { FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useQuoteOfWork } from '#web/data/hooks/use-quotes.ts';

/**
 * On a job made from a quote (issue 26): "From quote Q-0003", back to it; nothing otherwise. A
 * visit of a repeating job made from a quote links back too: the quote names the series.
 */
export function QuoteOfJobLink({ job }: { job: Pick<Job, 'id' | 'seriesId'> }) {
  const { t } = useTranslation();
  const ofJob = useQuoteOfWork(job.id);
  const ofSeries = useQuoteOfWork(job.seriesId);
  const quote = ofJob ?? ofSeries;
  if (!quote) return null;
  return (
    <Link
      to={paths.quote(quote.id)}
      className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300"
    >
      <FileSignature aria-hidden="true" className="h-4 w-4" />
      {t('quotes.fromQuote', { number: quote.number ?? t('quotes.status.draft') })}
    </Link>
  );
}
