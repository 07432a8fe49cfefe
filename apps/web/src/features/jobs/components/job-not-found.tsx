import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

/** A job that does not exist (or is another owner's): 'Job not found' and a way back (spec §2). */
export function JobNotFound() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="job-not-found"
      className="rounded-2xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700"
    >
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-gray-500" />
      <h2 id="job-not-found" className="mt-3 text-lg font-semibold">
        {t('jobs.notFound')}
      </h2>
      <ButtonLink to={paths.jobs} variant="secondary" className="mt-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('jobs.backToJobs')}
      </ButtonLink>
    </section>
  );
}
