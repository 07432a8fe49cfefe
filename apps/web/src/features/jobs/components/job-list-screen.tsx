import { clampPage, pageCount } from '@jobtrack/core';
import { JOBS_PAGE_SIZE } from '#web/config/ui.ts';
import { Plus, Search } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SavedNotice } from '#web/components/sync/saved-on-device-note.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/card.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { QueryStatus } from '#web/components/ui/load-failed.tsx';
import { PagedTabs } from '#web/components/ui/paged-tabs.tsx';
import { paths } from '#web/config/paths.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';
import { useNow } from '#web/lib/hooks/use-now.ts';
import { useAdvanceJob } from '../api/job-mutations.ts';
import { useJobs } from '../api/use-jobs.ts';
import { useFlashBanner } from '#web/lib/hooks/use-flash-banner.ts';
import { readJobsFlash } from '../utils/jobs-flash.ts';
import {
  JOB_TABS,
  filterAndGroupJobs,
  isJobTab,
  pageOfGroups,
  type JobTab,
} from '../utils/job-filters.ts';
import { JobGroupList } from './job-group-list.tsx';

const TAB_LABEL_KEYS: Record<JobTab, string> = {
  all: 'jobs.tabs.all',
  scheduled: 'jobs.tabs.scheduled',
  'in-progress': 'jobs.tabs.inProgress',
  completed: 'jobs.tabs.completed',
};

const EMPTY_TAB_KEYS: Record<Exclude<JobTab, 'all'>, string> = {
  scheduled: 'jobs.empty.scheduled',
  'in-progress': 'jobs.empty.inProgress',
  completed: 'jobs.empty.completed',
};

type ListParams = { tab: JobTab; page: number; query: string; isUnpaidOnly: boolean };

/**
 * /app/jobs (spec §2): the tabs, 10 cards a page, the success banner and Schedule Job; grouped
 * by day with upcoming work first, a search and an Unpaid filter (issue 13, decision 027).
 */
export function JobListScreen() {
  const { t } = useTranslation();
  const jobs = useJobs();
  const flash = useFlashBanner(readJobsFlash);
  const advance = useAdvanceJob();
  const now = useNow();
  const serviceLabel = useServiceTypeLabel();
  // The tab, search, filter and page live in the address, so Back from a job returns to them.
  const [searchParams, setSearchParams] = useSearchParams();
  const listTop = useRef<HTMLDivElement>(null);
  const requestedTab = searchParams.get('status');
  const current: ListParams = {
    tab: isJobTab(requestedTab) ? requestedTab : 'all',
    page: Number(searchParams.get('page')) || 1,
    query: searchParams.get('q') ?? '',
    isUnpaidOnly: searchParams.get('unpaid') === '1',
  };

  const show = (changes: Partial<ListParams>) => {
    const next = { ...current, page: 1, ...changes };
    const params = new URLSearchParams();
    if (next.tab !== 'all') params.set('status', next.tab);
    if (next.query) params.set('q', next.query);
    if (next.isUnpaidOnly) params.set('unpaid', '1');
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params, { replace: true });
  };

  const allJobs = jobs.data ?? [];
  const groups = filterAndGroupJobs(allJobs, current, now, serviceLabel);
  const total = groups.reduce((sum, group) => sum + group.jobs.length, 0);
  const page = clampPage(current.page, pageCount(total, JOBS_PAGE_SIZE));
  const isFiltered = current.query.trim() !== '' || current.isUnpaidOnly;
  const advancingId = advance.isPending ? advance.variables?.id : undefined;

  const emptyTitle = () => {
    if (allJobs.length === 0) return t('jobs.empty.none');
    if (isFiltered) return t('jobs.empty.noMatches');
    return t(current.tab === 'all' ? 'jobs.empty.none' : EMPTY_TAB_KEYS[current.tab]);
  };

  return (
    <section aria-labelledby="jobs-heading" className="space-y-4">
      {flash.message ? (
        <SavedNotice onDismiss={flash.dismiss}>{t(flash.message)}</SavedNotice>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="jobs-heading" className="text-xl font-semibold">
            {t('jobs.listHeading')}
          </h2>
          {jobs.data ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('jobs.totalCount', { count: allJobs.length })}
            </p>
          ) : null}
        </div>
        <ButtonLink to={paths.newJob}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('jobs.scheduleJob')}
        </ButtonLink>
      </div>
      <MutationErrorNotice failure={advance.failure} onDismiss={() => advance.reset()} />
      <QueryStatus query={jobs} />
      {jobs.data ? (
        <div ref={listTop} className="scroll-mt-4 space-y-3">
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <label htmlFor="jobs-search" className="sr-only">
                {t('jobs.search.label')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
              />
              <input
                id="jobs-search"
                type="search"
                value={current.query}
                placeholder={t('jobs.search.placeholder')}
                onChange={(event) => show({ query: event.target.value })}
                className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white py-2 pl-9 pr-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
              />
            </div>
            <button
              type="button"
              aria-pressed={current.isUnpaidOnly}
              onClick={() => show({ isUnpaidOnly: !current.isUnpaidOnly })}
              className={`min-h-11 shrink-0 rounded-lg border px-3 text-sm font-medium ${
                current.isUnpaidOnly
                  ? 'border-orange-700 bg-orange-700 text-white'
                  : 'border-gray-300 bg-white text-gray-800 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100'
              }`}
            >
              {t('jobs.filter.unpaid')}
            </button>
          </div>
          <PagedTabs
            label={t('jobs.tabs.label')}
            items={JOB_TABS.map((key) => ({ key, label: t(TAB_LABEL_KEYS[key]) }))}
            selected={current.tab}
            onSelect={(key) => show({ tab: key })}
            isFilled
            page={page}
            pageSize={JOBS_PAGE_SIZE}
            total={total}
            onPageChange={(nextPage) => show({ page: nextPage })}
            topRef={listTop}
            empty={
              <EmptyState
                title={emptyTitle()}
                message={allJobs.length === 0 ? t('jobs.empty.noneHint') : undefined}
                action={
                  isFiltered ? undefined : (
                    <ButtonLink to={paths.newJob}>{t('jobs.scheduleJob')}</ButtonLink>
                  )
                }
              />
            }
          >
            <JobGroupList
              groups={pageOfGroups(groups, (page - 1) * JOBS_PAGE_SIZE, JOBS_PAGE_SIZE)}
              now={now}
              onAdvance={(target) => advance.mutate(target)}
              advancingId={advancingId}
            />
          </PagedTabs>
        </div>
      ) : null}
    </section>
  );
}
