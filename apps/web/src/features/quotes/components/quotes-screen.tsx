import { QUOTE_STATUSES, quoteStatus, toIsoDate, type QuoteStatus } from '@jobtrack/core';
import { ArrowLeft, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QuoteList } from '#web/components/quotes/quote-list.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, EmptyState } from '#web/components/ui/card.tsx';
import { SelectField } from '#web/components/ui/fields.tsx';
import { paths } from '#web/config/paths.ts';
import { useQuotes } from '#web/data/hooks/use-quotes.ts';

const isStatus = (value: string | null): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value ?? '');

/** /app/quotes (issue 26): every quote, newest first, with its status today; filtered by status. */
export function QuotesScreen() {
  const { t } = useTranslation();
  const quotes = useQuotes();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = isStatus(requested) ? requested : 'all';
  const today = toIsoDate(new Date());
  const newest = [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const shown =
    status === 'all' ? newest : newest.filter((quote) => quoteStatus(quote, today) === status);

  return (
    <section aria-labelledby="quotes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={paths.payments} variant="ghost" aria-label={t('documents.backToPayments')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <h2 id="quotes-heading" className="grow text-xl font-semibold">
          {t('quotes.heading')}
        </h2>
        <ButtonLink to={paths.newQuote}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('quotes.new')}
        </ButtonLink>
      </div>
      {quotes.length === 0 ? (
        <EmptyState
          title={t('quotes.empty')}
          message={t('quotes.emptyHint')}
          action={
            <ButtonLink to={paths.newQuote}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('quotes.new')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <SelectField
            label={t('quotes.filterLabel')}
            className="max-w-xs"
            value={status}
            onChange={(event) =>
              setSearchParams(event.target.value === 'all' ? {} : { status: event.target.value }, {
                replace: true,
              })
            }
            options={[
              { value: 'all', label: t('quotes.filter.all') },
              ...QUOTE_STATUSES.map((value) => ({ value, label: t(`quotes.status.${value}`) })),
            ]}
          />
          <Card>
            {shown.length > 0 ? (
              <QuoteList quotes={shown} />
            ) : (
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {t('quotes.noneWithStatus')}
              </p>
            )}
          </Card>
        </>
      )}
    </section>
  );
}
