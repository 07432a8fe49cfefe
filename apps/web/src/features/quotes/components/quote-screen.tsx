import { quoteStatus, toIsoDate, type Quote } from '@jobtrack/core';
import { ArrowLeft, Briefcase, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QuoteStatusBadge } from '#web/components/quotes/quote-status-badge.tsx';
import { ChangedElsewhereNotice } from '#web/components/sync/changed-elsewhere-notice.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card, EmptyState } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { paths } from '#web/config/paths.ts';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import { useQuote } from '#web/data/hooks/use-quotes.ts';
import { useFormat } from '#web/lib/format.ts';
import { useDeleteQuote, useMakeWorkFromQuote } from '../api/quote-mutations.ts';
import { dayAndTime } from '../utils/quote-times.ts';
import { QuoteDetails } from './quote-details.tsx';
import { QuoteSendCard } from './quote-send-card.tsx';

/** /app/quotes/{id} (issue 26): where the quote stands, the customer's answer, and what to do. */
export function QuoteScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const quote = useQuote(id);
  if (!quote) {
    return (
      <section aria-labelledby="quote-heading" className="space-y-4">
        <h2 id="quote-heading" className="text-xl font-semibold">
          {t('quotes.notFoundTitle')}
        </h2>
        <EmptyState
          title={t('quotes.notFound')}
          action={
            <ButtonLink to={paths.quotes} variant="secondary">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t('quotes.backToQuotes')}
            </ButtonLink>
          }
        />
      </section>
    );
  }
  return <QuoteDetail quote={quote} />;
}

/** The first visit of a series made from a quote (the earliest scheduled). */
const firstVisitOf = (seriesId: string) => (snapshot: DataSnapshot) =>
  snapshot.jobs
    .filter((job) => job.seriesId === seriesId)
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))[0]?.id;

function QuoteDetail({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useDeleteQuote();
  const makeWork = useMakeWorkFromQuote();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const today = toIsoDate(new Date());
  const status = quoteStatus(quote, today);
  const number = quote.number ?? t('quotes.status.draft');
  const title = t('quotes.title', { number });
  const seriesVisit = useData(firstVisitOf(quote.seriesId ?? '')).data;
  // A series with no visit on the device (all deleted, or not pulled yet) opens at the customer:
  // offering Make repeating job again would only answer the series already made.
  const workHref = quote.jobId
    ? paths.job(quote.jobId)
    : quote.seriesId
      ? seriesVisit
        ? paths.job(seriesVisit)
        : paths.customer(quote.customerId)
      : undefined;
  const workLabel = quote.jobId
    ? 'quotes.openJob'
    : seriesVisit
      ? 'quotes.openSeries'
      : 'quotes.openSeriesCustomer';

  // A repeating job opens at its first visit, once the series' visits are in the data.
  const [isOpeningSeries, setIsOpeningSeries] = useState(false);
  useEffect(() => {
    if (isOpeningSeries && seriesVisit) void navigate(paths.job(seriesVisit));
  }, [isOpeningSeries, seriesVisit, navigate]);

  const make = () =>
    makeWork.mutate(
      { id: quote.id, today },
      {
        onSuccess: (made) => {
          if ('jobId' in made) void navigate(paths.job(made.jobId));
          else setIsOpeningSeries(true);
        },
      },
    );

  return (
    <section aria-labelledby="quote-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={paths.quotes} variant="ghost" aria-label={t('quotes.backToQuotes')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <h2 id="quote-heading" className="text-xl font-semibold">
          {title}
        </h2>
        <QuoteStatusBadge status={status} />
      </div>
      <ChangedElsewhereNotice recordId={quote.id} />
      {quote.number === null ? <Notice tone="info">{t('quotes.draftNote')}</Notice> : null}
      <MutationErrorNotice
        failure={remove.failure ?? makeWork.failure}
        onDismiss={() => {
          remove.reset();
          makeWork.reset();
        }}
      />
      <Card className="space-y-1 text-sm">
        <p className="text-base font-medium">
          <Link
            to={paths.customer(quote.customerId)}
            className="text-blue-700 underline dark:text-blue-300"
          >
            {quote.customer.name}
          </Link>
        </p>
        <p>{t('quotes.issuedOn', { date: format.date(quote.issuedDate) })}</p>
        <p>{t('quotes.validUntilDay', { date: format.date(quote.validUntil) })}</p>
        {quote.sentAt ? (
          <p>{t('quotes.sentAt', { time: dayAndTime(format, quote.sentAt) })}</p>
        ) : null}
        {quote.viewedAt ? (
          <p>{t('quotes.viewedAt', { time: dayAndTime(format, quote.viewedAt) })}</p>
        ) : null}
        {quote.repeat ? (
          <p>
            {t('quotes.repeatsRule', {
              rule: t(
                quote.repeat.frequency === 'monthly'
                  ? 'quotes.repeat.monthly'
                  : quote.repeat.interval === 1
                    ? 'quotes.repeat.weekly'
                    : 'quotes.repeat.everyWeeks',
                { count: quote.repeat.interval },
              ),
            })}
          </p>
        ) : null}
      </Card>
      {status === 'accepted' ? (
        workHref ? (
          <ButtonLink to={workHref} className="w-full">
            <Briefcase aria-hidden="true" className="h-4 w-4" />
            {t(workLabel)}
          </ButtonLink>
        ) : (
          <Button className="w-full" onClick={make} disabled={makeWork.isPending}>
            <Briefcase aria-hidden="true" className="h-4 w-4" />
            {t(quote.repeat ? 'quotes.makeRepeatingJob' : 'quotes.makeJob')}
          </Button>
        )
      ) : null}
      <QuoteDetails quote={quote} />
      <QuoteSendCard quote={quote} title={title} />
      <div className="flex flex-wrap gap-2">
        {quote.answer ? null : (
          <ButtonLink to={paths.editQuote(quote.id)} variant="secondary">
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('quotes.edit')}
          </ButtonLink>
        )}
        <Button variant="danger" onClick={() => setIsConfirmingDelete(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('quotes.delete')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        isBusy={remove.isPending}
        title={t('quotes.deleteTitle')}
        message={t('quotes.deleteMessage')}
        confirmLabel={t('quotes.delete')}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(quote.id, {
            onSuccess: () => void navigate(paths.quotes),
            onSettled: () => setIsConfirmingDelete(false),
          })
        }
      />
    </section>
  );
}
