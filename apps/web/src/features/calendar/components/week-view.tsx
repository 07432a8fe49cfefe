import type { BusinessProfile, Job } from '@jobtrack/core';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useCalendarFormat } from '#web/lib/format-calendar.ts';
import { useFormat } from '#web/lib/format.ts';
import { dayEarnings, isClosedDay, weekDays } from '../utils/calendar-days.ts';
import { CalendarJobRow } from './calendar-job-row.tsx';
import { DayLabels } from './calendar-day-labels.tsx';

type WeekViewProps = {
  anchor: string;
  today: string;
  jobsByDay: Map<string, Job[]>;
  hours: BusinessProfile['businessHours'];
};

/**
 * Seven days, Sunday first (decision 032): one row per day on a phone, seven columns on a wide
 * screen. Each day lists its jobs and their total; an empty day offers to schedule on it.
 */
export function WeekView({ anchor, today, jobsByDay, hours }: WeekViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const calendarFormat = useCalendarFormat();
  return (
    <ol className="grid gap-3 lg:grid-cols-7 lg:gap-2">
      {weekDays(anchor).map((day) => {
        const jobs = jobsByDay.get(day) ?? [];
        const isToday = day === today;
        const isClosed = isClosedDay(day, hours);
        const headingId = `calendar-day-${day}`;
        return (
          <li
            key={day}
            aria-current={isToday ? 'date' : undefined}
            className={`flex flex-col rounded-2xl p-3 ring-1 lg:p-2 ${
              isToday
                ? 'ring-2 ring-blue-600 dark:ring-blue-400'
                : 'ring-gray-200 dark:ring-gray-800'
            } ${isClosed ? 'bg-gray-50 dark:bg-gray-950' : 'bg-white dark:bg-gray-900'}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3
                id={headingId}
                className={`font-semibold ${isClosed ? 'text-gray-600 dark:text-gray-400' : ''}`}
              >
                {calendarFormat.weekday(day)}{' '}
                <span className="font-normal text-gray-600 lg:block dark:text-gray-400">
                  {calendarFormat.dayMonth(day)}
                </span>
              </h3>
              <DayLabels isToday={isToday} isClosed={isClosed} />
            </div>
            {jobs.length > 0 ? (
              <>
                <ul className="mt-2 space-y-1">
                  {jobs.map((job) => (
                    <li key={job.id}>
                      <CalendarJobRow job={job} />
                    </li>
                  ))}
                </ul>
                <p className="mt-auto flex flex-wrap justify-between gap-x-2 border-t border-gray-200 pt-2 text-sm dark:border-gray-800">
                  <span className="text-gray-600 dark:text-gray-400">{t('calendar.dayTotal')}</span>
                  <span className="font-semibold">{format.money(dayEarnings(jobs))}</span>
                </p>
              </>
            ) : (
              <Link
                to={paths.newJobOn(day)}
                aria-label={t('calendar.scheduleOnDay', { date: calendarFormat.fullDate(day) })}
                className="mt-2 flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-gray-300 px-3 text-sm text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800"
              >
                <Plus aria-hidden="true" className="h-4 w-4 shrink-0" />
                {t('calendar.scheduleOn')}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
