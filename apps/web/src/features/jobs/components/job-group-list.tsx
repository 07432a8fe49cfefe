import { groupDays, type Job, type JobGroup, type JobGroupKey } from '@jobtrack/core';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';
import { JobCard } from './job-card.tsx';

export const JOB_GROUP_LABEL_KEYS: Record<JobGroupKey, string> = {
  overdue: 'jobs.groups.overdue',
  today: 'jobs.groups.today',
  tomorrow: 'jobs.groups.tomorrow',
  thisWeek: 'jobs.groups.thisWeek',
  later: 'jobs.groups.later',
  done: 'jobs.groups.done',
};

type JobGroupListProps = {
  groups: readonly JobGroup<Job>[];
  now: Date;
  onAdvance(job: Job): void;
  advancingId: string | undefined;
};

/**
 * The jobs of one page under their day headings (decision 027). Today and Tomorrow offer to
 * schedule a job on that day: the form opens with the date chosen.
 */
export function JobGroupList({ groups, now, onAdvance, advancingId }: JobGroupListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = groupDays(now);
  const dayOf: Partial<Record<JobGroupKey, string>> = {
    today: days.today,
    tomorrow: days.tomorrow,
  };
  return (
    <div className="space-y-5">
      {groups.map((group) => {
        const headingId = `job-group-${group.key}`;
        const day = dayOf[group.key];
        return (
          <section key={group.key} aria-labelledby={headingId}>
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3
                id={headingId}
                className={`text-sm font-semibold uppercase tracking-wide ${
                  group.key === 'overdue'
                    ? 'text-red-700 dark:text-red-400'
                    : 'text-gray-700 dark:text-gray-300'
                }`}
              >
                {t(JOB_GROUP_LABEL_KEYS[group.key])}
              </h3>
              {day ? (
                <Link
                  to={`${paths.newJob}?${new URLSearchParams({ date: day }).toString()}`}
                  aria-label={t('jobs.groups.scheduleOn', { day: format.date(day) })}
                  className="flex h-11 w-11 items-center justify-center rounded-full text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800"
                >
                  <Plus aria-hidden="true" className="h-5 w-5" />
                </Link>
              ) : null}
            </div>
            <ul className="grid gap-3 md:grid-cols-2">
              {group.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} onAdvance={onAdvance} isAdvancing={advancingId === job.id} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
