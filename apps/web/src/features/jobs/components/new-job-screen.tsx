import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { QueryStatus } from '#web/components/ui/load-failed.tsx';
import { useCustomerChoices, useJobs } from '../api/use-jobs.ts';
import { JobTips } from './job-tips.tsx';
import { NewJobForm } from './new-job-form.tsx';

/** /app/jobs/new (spec §2): the form once the customers are there, and the tips beside it. */
export function NewJobScreen() {
  const { t } = useTranslation();
  const customers = useCustomerChoices();
  const jobs = useJobs();
  const [searchParams] = useSearchParams();
  return (
    <section aria-labelledby="new-job-heading" className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <h2 id="new-job-heading" className="text-xl font-semibold">
          {t('jobs.form.heading')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-gray-700 dark:text-gray-300">{t('jobs.form.intro')}</p>
        <QueryStatus query={customers} />
        {customers.data ? (
          <NewJobForm
            customers={customers.data}
            jobs={jobs.data ?? []}
            preselectedCustomerId={searchParams.get('customerId') ?? ''}
            preselectedDate={searchParams.get('date') ?? ''}
          />
        ) : null}
      </Card>
      <div>
        <JobTips />
      </div>
    </section>
  );
}
