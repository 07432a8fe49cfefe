import { clampPage, pageCount, pageSlice, paidByMonth } from '@jobtrack/core';
import { PAYMENTS_PAGE_SIZE } from '#web/config/ui.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileSignature, FileText } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { EmptyState, StatTile } from '#web/components/ui/card.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { QueryStatus } from '#web/components/ui/load-failed.tsx';
import { PagedTabs } from '#web/components/ui/paged-tabs.tsx';
import { usePayments } from '../api/use-payments.ts';
import { useSetPaid } from '#web/data/hooks/use-set-paid.ts';
import { useNow } from '#web/lib/hooks/use-now.ts';
import { PaymentRow } from './payment-row.tsx';
import { useFormat } from '#web/lib/format.ts';

type PaymentsTab = 'unpaid' | 'paid';

type PaymentsScreenProps = {
  /** The link to a job's latest shared invoice, for Remind (issue 15's documents wire it). */
  invoiceUrlFor?: (jobId: string) => string | undefined;
};

/**
 * /app/payments (spec §2, §4): the two totals, then Unpaid (n) / Paid (n), 10 a page. Issue 15
 * adds this month's and last month's payments beside them, the owed list oldest first with each
 * job's age, and Remind.
 */
export function PaymentsScreen({ invoiceUrlFor }: PaymentsScreenProps = {}) {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = usePayments();
  const setPaid = useSetPaid();
  const now = useNow();
  // The tab and page live in the address, so Back from a job returns to the same list.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: PaymentsTab = searchParams.get('tab') === 'paid' ? 'paid' : 'unpaid';

  const show = (nextTab: PaymentsTab, nextPage: number) => {
    const params = new URLSearchParams();
    if (nextTab === 'paid') params.set('tab', 'paid');
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params, { replace: true });
  };

  const view = payments.data;
  const list = view ? view[tab] : [];
  const page = clampPage(
    Number(searchParams.get('page')) || 1,
    pageCount(list.length, PAYMENTS_PAGE_SIZE),
  );
  const busyId = setPaid.busyId;
  const months = useMemo(() => (view ? paidByMonth(view.payments, now) : null), [view, now]);

  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-heading" className="text-xl font-semibold">
          {t('payments.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.quotes} variant="secondary">
            <FileSignature aria-hidden="true" className="h-4 w-4" />
            {t('nav.quotes')}
          </ButtonLink>
          <ButtonLink to={paths.invoices} variant="secondary">
            <FileText aria-hidden="true" className="h-4 w-4" />
            {t('documents.heading')}
          </ButtonLink>
        </div>
      </div>
      <QueryStatus query={payments} />
      <MutationErrorNotice failure={setPaid.failure} onDismiss={() => setPaid.reset()} />
      {view ? (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {[
              { label: 'payments.totalUnpaid', amount: view.totalUnpaid, tone: 'orange' as const },
              { label: 'payments.totalPaid', amount: view.totalPaid, tone: 'green' as const },
              ...(months
                ? [
                    {
                      label: 'payments.thisMonth',
                      amount: months.thisMonth,
                      tone: 'blue' as const,
                    },
                    {
                      label: 'payments.lastMonth',
                      amount: months.lastMonth,
                      tone: 'blue' as const,
                    },
                  ]
                : []),
            ].map((tile) => (
              <StatTile
                key={tile.label}
                label={t(tile.label)}
                value={format.money(tile.amount)}
                tone={tile.tone}
              />
            ))}
          </div>
          <PagedTabs
            label={t('payments.tabs.label')}
            items={[
              { key: 'unpaid', label: t('payments.tabs.unpaid', { n: view.unpaid.length }) },
              { key: 'paid', label: t('payments.tabs.paid', { n: view.paid.length }) },
            ]}
            selected={tab}
            onSelect={(key) => show(key, 1)}
            page={page}
            pageSize={PAYMENTS_PAGE_SIZE}
            total={list.length}
            onPageChange={(nextPage) => show(tab, nextPage)}
            empty={
              <EmptyState
                title={t(tab === 'unpaid' ? 'payments.empty.unpaid' : 'payments.empty.paid')}
              />
            }
          >
            <ul className="space-y-3">
              {pageSlice(list, page, PAYMENTS_PAGE_SIZE).map((job) => (
                <li key={job.id}>
                  <PaymentRow
                    job={job}
                    customer={view.customers.get(job.customerId)}
                    now={now}
                    invoiceUrl={invoiceUrlFor?.(job.id)}
                    isBusy={busyId === job.id}
                    onToggle={(paid) => setPaid.setPaid(job, paid)}
                  />
                </li>
              ))}
            </ul>
          </PagedTabs>
        </>
      ) : null}
    </section>
  );
}
