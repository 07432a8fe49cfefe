import type { Job } from '@jobtrack/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import type { MyDay } from '../hooks/use-my-day.ts';
import { isVisitToRemind } from '../utils/reminders.ts';
import { MyDayRow } from './my-day-row.tsx';
import { RainDelay } from './rain-delay.tsx';
import { RemindAll } from './remind-all.tsx';
import { VisitRemind } from './visit-remind.tsx';

type DaySectionProps = {
  title: string;
  jobs: readonly Job[];
  customers: MyDay['customers'];
  tone?: 'default' | 'overdue';
  showDate?: boolean;
  empty?: ReactNode;
  /** Beside the title: today's Rain delay (issue 14), tomorrow's Remind all (issue 28). */
  action?: ReactNode;
  /** Tomorrow's visits offer Remind (issue 28). */
  withReminders?: boolean;
};

function DaySection({
  title,
  jobs,
  customers,
  tone = 'default',
  showDate = false,
  empty,
  action,
  withReminders = false,
}: DaySectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 dark:bg-gray-900 ${
        tone === 'overdue' ? 'ring-red-300 dark:ring-red-800' : 'ring-gray-200 dark:ring-gray-800'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={titleId}
          className={`text-lg font-semibold ${tone === 'overdue' ? 'text-red-700 dark:text-red-400' : ''}`}
        >
          {title}
        </h2>
        {action}
      </div>
      {jobs.length === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {jobs.map((job) => (
            <li key={job.id}>
              <MyDayRow
                job={job}
                customer={customers.get(job.customerId)}
                showDate={showDate}
                reminder={
                  withReminders && isVisitToRemind(job) ? (
                    <VisitRemind job={job} customer={customers.get(job.customerId)} />
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The dashboard opens on the day (issue 13, decision 027): overdue work, today's jobs (the spec's
 * list, with its empty state) and tomorrow's, each visit with Remind (issue 28). Overdue and
 * Tomorrow show only when they have jobs.
 */
export function MyDaySections({ day, now }: { day: MyDay; now: Date }) {
  const { t } = useTranslation();
  return (
    <>
      {day.overdue.length > 0 ? (
        <DaySection
          title={t('jobs.groups.overdue')}
          jobs={day.overdue}
          customers={day.customers}
          tone="overdue"
          showDate
        />
      ) : null}
      <DaySection
        title={t('dashboard.todaysSchedule')}
        jobs={day.today}
        customers={day.customers}
        action={<RainDelay today={day.today} now={now} />}
        empty={
          <EmptyState
            title={t('dashboard.noJobsToday')}
            message={t('dashboard.noJobsTodayHint')}
            action={<ButtonLink to={paths.newJob}>{t('dashboard.scheduleAJob')}</ButtonLink>}
          />
        }
      />
      {day.tomorrow.length > 0 ? (
        <DaySection
          title={t('jobs.groups.tomorrow')}
          jobs={day.tomorrow}
          customers={day.customers}
          withReminders
          action={<RemindAll jobs={day.tomorrow} customers={day.customers} />}
        />
      ) : null}
    </>
  );
}
