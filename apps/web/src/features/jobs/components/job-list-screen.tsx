import { JOBS_PAGE_SIZE, clampPage, pageCount, pageSlice, type Job } from '@jobtrack/core';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SavedOnDeviceNote } from '../../../components/sync/saved-on-device-note.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { useAdvanceJob } from '../api/job-mutations.ts';
import { useJobs } from '../api/use-jobs.ts';
import { useFlashBanner } from '../hooks/use-flash-banner.ts';
import { errorText } from '../../../lib/error-message.ts';
import { JOB_TABS, isJobTab, jobsForTab, type JobTab } from '../utils/job-filters.ts';
import { JobCard } from './job-card.tsx';

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

/** /app/jobs (spec §2): the tabs, 10 cards a page, the success banner and Schedule Job. */
export function JobListScreen() {
  const { t } = useTranslation();
  const jobs = useJobs();
  const flash = useFlashBanner();
  const advance = useAdvanceJob();
  // The tab and page live in the address, so Back from a job returns to the same list.
  const [searchParams, setSearchParams] = useSearchParams();
  const listTop = useRef<HTMLDivElement>(null);
  const requestedTab = searchParams.get('status');
  const tab: JobTab = isJobTab(requestedTab) ? requestedTab : 'all';

  const show = (nextTab: JobTab, nextPage: number) => {
    const params = new URLSearchParams();
    if (nextTab !== 'all') params.set('status', nextTab);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const allJobs = jobs.data ?? [];
  const visible = jobsForTab(allJobs, tab);
  const page = clampPage(
    Number(searchParams.get('page')) || 1,
    pageCount(visible.length, JOBS_PAGE_SIZE),
  );
  const advancingId = advance.isPending ? advance.variables?.id : undefined;

  return (
    <section aria-labelledby="jobs-heading" className="space-y-4">
      {flash.messageKey ? (
        <Notice tone="success" onDismiss={flash.dismiss}>
          {t(flash.messageKey)}
          <SavedOnDeviceNote />
        </Notice>
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
      {advance.isError ? (
        <Notice tone="error" onDismiss={() => advance.reset()}>
          {errorText(t, advance.error, { fallback: 'jobs.updateFailed' })}
        </Notice>
      ) : null}
      {jobs.isPending ? <Spinner /> : null}
      {jobs.isError && !jobs.data ? (
        <LoadFailed
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          isRetrying={jobs.isFetching}
        />
      ) : null}
      {jobs.data ? (
        <div ref={listTop} className="scroll-mt-4">
          <Tabs
            label={t('jobs.tabs.label')}
            items={JOB_TABS.map((key) => ({ key, label: t(TAB_LABEL_KEYS[key]) }))}
            selected={tab}
            onSelect={(key) => show(key, 1)}
          >
            {visible.length === 0 ? (
              <EmptyState
                title={t(
                  allJobs.length === 0 || tab === 'all' ? 'jobs.empty.none' : EMPTY_TAB_KEYS[tab],
                )}
                message={allJobs.length === 0 ? t('jobs.empty.noneHint') : undefined}
              />
            ) : (
              <>
                <ul className="grid gap-3 md:grid-cols-2">
                  {pageSlice(visible, page, JOBS_PAGE_SIZE).map((job: Job) => (
                    <li key={job.id}>
                      <JobCard
                        job={job}
                        onAdvance={(target) => advance.mutate(target)}
                        isAdvancing={advancingId === job.id}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={page}
                  pageSize={JOBS_PAGE_SIZE}
                  total={visible.length}
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
      ) : null}
    </section>
  );
}
