import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TIP_KEYS = ['jobs.tips.customer', 'jobs.tips.price', 'jobs.tips.notes', 'jobs.tips.status'];

/** The tips panel beside the schedule-job form (spec §2). */
export function JobTips() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-blue-50 p-4 ring-1 ring-blue-200 dark:bg-blue-950 dark:ring-blue-900">
      <h3
        id="job-tips-title"
        className="flex items-center gap-2 font-semibold text-blue-900 dark:text-blue-100"
      >
        <Lightbulb aria-hidden="true" className="h-5 w-5" />
        {t('jobs.tips.title')}
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-blue-900 dark:text-blue-100">
        {TIP_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </div>
  );
}
