import { FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useQuoteOfWork } from '#web/data/hooks/use-quotes.ts';

/** On a job made from a quote (issue 26): "From quote Q-0003", back to it; nothing otherwise. */
export function QuoteOfJobLink({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const quote = useQuoteOfWork(jobId);
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
