import { clampPage, pageCount, pageSlice, paidByMonth } from '@jobtrack/core';
import { PAYMENTS_PAGE_SIZE } from '#web/config/ui.ts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileText } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { EmptyState, StatTile } from '#web/components/ui/card.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { usePayments } from '../api/use-payments.ts';
import { useSetPaid } from '#web/lib/payments/use-set-paid.ts';
import { useNow } from '#web/lib/use-now.ts';
import { PaymentRow } from './payment-row.tsx';
import { errorText } from '#web/lib/error-message.ts';
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
  const listTop = useRef<HTMLDivElement>(null);
  const tab: PaymentsTab = searchParams.get('tab') === 'paid' ? 'paid' : 'unpaid';

  const show = (nextTab: PaymentsTab, nextPage: number) => {
    const params = new URLSearchParams();
    if (nextTab === 'paid') params.set('tab', 'paid');
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const view = payments.data;
  const list = view ? view[tab] : [];
  const page = clampPage(
    Number(searchParams.get('page')) || 1,
    pageCount(list.length, PAYMENTS_PAGE_SIZE),
  );
  const busyId = setPaid.busyId;
  const months = useMemo(() => (view ? paidByMonth(view.jobs, now) : null), [view, now]);

  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-heading" className="text-xl font-semibold">
          {t('payments.heading')}
        </h2>
        <ButtonLink to={paths.invoices} variant="secondary">
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('documents.heading')}
        </ButtonLink>
      </div>
      {payments.isPending ? <Spinner /> : null}
      {payments.isError && !view ? (
        <LoadFailed
          error={payments.error}
          onRetry={() => void payments.refetch()}
          isRetrying={payments.isFetching}
        />
      ) : null}
      {setPaid.isError ? (
        <Notice tone="error" onDismiss={() => setPaid.reset()}>
          {errorText(t, setPaid.error, { fallback: 'payments.updateFailed' })}
        </Notice>
      ) : null}
      {view ? (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <StatTile
              label={t('payments.totalUnpaid')}
              value={format.money(view.totalUnpaid)}
              tone="orange"
            />
            <StatTile
              label={t('payments.totalPaid')}
              value={format.money(view.totalPaid)}
              tone="green"
            />
            {months ? (
              <>
                <StatTile
                  label={t('payments.thisMonth')}
                  value={format.money(months.thisMonth)}
                  tone="blue"
                />
                <StatTile
                  label={t('payments.lastMonth')}
                  value={format.money(months.lastMonth)}
                  tone="blue"
                />
              </>
            ) : null}
          </div>
          <div ref={listTop} className="scroll-mt-4">
            <Tabs
              label={t('payments.tabs.label')}
              items={[
                { key: 'unpaid', label: t('payments.tabs.unpaid', { n: view.unpaid.length }) },
                { key: 'paid', label: t('payments.tabs.paid', { n: view.paid.length }) },
              ]}
              selected={tab}
              onSelect={(key) => show(key, 1)}
            >
              {list.length === 0 ? (
                <EmptyState
                  title={t(tab === 'unpaid' ? 'payments.empty.unpaid' : 'payments.empty.paid')}
                />
              ) : (
                <>
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
                  <Pagination
                    page={page}
                    pageSize={PAYMENTS_PAGE_SIZE}
                    total={list.length}
                    onPageChange={(nextPage) => {
                      show(tab, nextPage);
                      // The new page starts at the top of the list, not at the paginator.
                      listTop.current?.scrollIntoView?.({ block: 'start' });
                    }}
                  />
                </>
              )}
            </Tabs>
          </div>
        </>
      ) : null}
    </section>
  );
}
