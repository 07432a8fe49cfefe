import { clampPage, pageCount, pageSlice } from '@jobtrack/core';
import { CUSTOMERS_PAGE_SIZE } from '#web/config/ui.ts';
import { FileSignature, Plus, Search } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedNotice } from '#web/components/sync/saved-on-device-note.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/card.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import { useCustomerListState } from '../hooks/use-customer-list-state.ts';
import { selectCustomers } from '../utils/customer-views.ts';
import { filterCustomers } from '../utils/filter-customers.ts';
import { CustomerCard } from './customer-card.tsx';

/** /app/customers (spec §2): search, count, add button, 12 per page, the success banner. */
export function CustomerListScreen() {
  const { t } = useTranslation();
  const list = useData(selectCustomers);
  const { data: customers, isPending } = list;
  // Nothing on the device and the server out of reach: an error, not 'No customers yet'.
  const hasLoadFailed = list.isError && customers === undefined;
  const { query, setQuery, page, setPage, addedName, dismissBanner } = useCustomerListState();

  const all = useMemo(() => customers ?? [], [customers]);
  const matches = useMemo(() => filterCustomers(all, query), [all, query]);
  const currentPage = clampPage(page, pageCount(matches.length, CUSTOMERS_PAGE_SIZE));
  const shown = pageSlice(matches, currentPage, CUSTOMERS_PAGE_SIZE);
  const isSearching = query.trim() !== '';

  // A new page starts at the top of the list, not at the pagination the owner just used.
  const handlePageChange = (next: number) => {
    setPage(next);
    document.getElementById('customers-title')?.scrollIntoView({ block: 'start' });
  };

  const countText = isSearching
    ? t('customers.countMatching', { count: matches.length, total: all.length })
    : all.length === 1
      ? t('customers.countOne')
      : t('customers.countOther', { count: all.length });

  return (
    <section aria-labelledby="customers-title">
      {addedName ? (
        <SavedNotice onDismiss={dismissBanner}>
          {t('customers.addedSuccess', { name: addedName })}
        </SavedNotice>
      ) : null}
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="customers-title" className="text-lg font-semibold">
            {t('customers.listTitle')}
          </h2>
          {isPending || hasLoadFailed ? null : (
            <p className="text-sm text-gray-600 dark:text-gray-400">{countText}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.quotes} variant="secondary">
            <FileSignature aria-hidden="true" className="h-4 w-4" />
            {t('nav.quotes')}
          </ButtonLink>
          <ButtonLink to={paths.newCustomer}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('customers.addButton')}
          </ButtonLink>
        </div>
      </div>
      <div className="relative mb-4">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-500 dark:text-gray-400"
        />
        <input
          type="search"
          aria-label={t('customers.searchLabel')}
          placeholder={t('customers.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white py-2 pl-10 pr-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
      {hasLoadFailed ? (
        <LoadFailed
          error={list.error}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : isPending ? (
        <Spinner />
      ) : matches.length === 0 ? (
        isSearching ? (
          <EmptyState title={t('customers.noMatches', { query: query.trim() })} />
        ) : (
          <EmptyState
            title={t('customers.emptyTitle')}
            message={t('customers.emptyMessage')}
            action={
              <ButtonLink to={paths.newCustomer}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t('customers.addButton')}
              </ButtonLink>
            }
          />
        )
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((customer) => (
              <li key={customer.id}>
                <CustomerCard customer={customer} />
              </li>
            ))}
          </ul>
          <Pagination
            page={currentPage}
            pageSize={CUSTOMERS_PAGE_SIZE}
            total={matches.length}
            onPageChange={handlePageChange}
          />
        </>
      )}
    </section>
  );
}
