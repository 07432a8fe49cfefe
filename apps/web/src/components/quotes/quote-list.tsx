import { quoteAmount, quoteStatus, toIsoDate, type Quote } from '@jobtrack/core';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

/**
 * Quotes as rows (issue 26): number (or Draft, waiting to sync when made offline), customer,
 * date, total and status today; each opens the quote.
 */
export function QuoteList({ quotes }: { quotes: readonly Quote[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = toIsoDate(new Date());
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800">
      {quotes.map((quote) => (
        <li key={quote.id}>
          <Link
            to={paths.quote(quote.id)}
            className="flex min-h-11 items-center gap-3 py-3 hover:bg-gray-50 focus-visible:outline-2 dark:hover:bg-gray-800"
          >
            <span className="min-w-0 grow">
              <span className="block font-medium">
                {quote.number ?? t('quotes.status.draft')}
                {quote.number === null ? (
                  <span className="ml-2 text-xs font-normal text-gray-600 dark:text-gray-400">
                    {t('quotes.waitingToSync')}
                  </span>
                ) : null}
              </span>
              <span className="block truncate text-sm text-gray-600 dark:text-gray-400">
                {quote.customer.name} · {format.date(quote.issuedDate)}
              </span>
            </span>
            <span className="text-right">
              <span className="block font-semibold">{format.money(quoteAmount(quote))}</span>
              <QuoteStatusBadge status={quoteStatus(quote, today)} />
            </span>
            <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
