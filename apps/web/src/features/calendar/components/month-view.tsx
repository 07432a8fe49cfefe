import type { BusinessProfile, Job } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useCalendarFormat } from '#web/lib/format-calendar.ts';
import { useFormat } from '#web/lib/format.ts';
import {
  countedJobs,
  dayEarnings,
  isClosedDay,
  isInMonth,
  monthWeeks,
  weekDays,
} from '../utils/calendar-days.ts';

type MonthViewProps = {
  anchor: string;
  today: string;
  jobsByDay: Map<string, Job[]>;
  hours: BusinessProfile['businessHours'];
  /** A day with jobs opens in the week view. */
  weekHref(day: string): string;
};

/**
 * The month at a glance: per day, the number of visits and the day's earnings. A day with jobs
 * opens its week; an empty day opens the schedule form on it. Each cell's name reads the whole
 * day ("Tuesday, November 24, 2026: 3 visits, $245") where the cell itself is too narrow.
 */
export function MonthView({ anchor, today, jobsByDay, hours, weekHref }: MonthViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const calendarFormat = useCalendarFormat();
  return (
    <div>
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{calendarFormat.month(anchor)}</caption>
        <thead>
          <tr>
            {weekDays(anchor).map((day) => (
              <th
                key={day}
                scope="col"
                className="pb-1 text-xs font-medium text-gray-600 dark:text-gray-400"
              >
                <span aria-hidden="true">{calendarFormat.weekdayShort(day)}</span>
                <span className="sr-only">{calendarFormat.weekday(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(anchor).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const visits = countedJobs(jobsByDay.get(day) ?? []);
                const isToday = day === today;
                const isClosed = isClosedDay(day, hours);
                const isOtherMonth = !isInMonth(day, anchor);
                const name = [
                  visits.length > 0
                    ? t('calendar.monthDay', {
                        date: calendarFormat.fullDate(day),
                        visits: t('calendar.visitCount', { count: visits.length }),
                        amount: format.wholeDollars(dayEarnings(visits)),
                      })
                    : t('calendar.monthDayEmpty', { date: calendarFormat.fullDate(day) }),
                  isClosed ? t('calendar.closed') : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={day} className="p-0.5 align-top">
                    <Link
                      to={visits.length > 0 ? weekHref(day) : paths.newJobOn(day)}
                      aria-label={name}
                      aria-current={isToday ? 'date' : undefined}
                      className={`flex min-h-16 flex-col items-center rounded-lg px-0.5 py-1 text-center ring-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 sm:min-h-20 dark:hover:bg-gray-800 ${
                        isToday
                          ? 'ring-2 ring-blue-600 dark:ring-blue-400'
                          : 'ring-gray-200 dark:ring-gray-800'
                      } ${isClosed ? 'bg-gray-50 dark:bg-gray-950' : 'bg-white dark:bg-gray-900'} ${
                        isOtherMonth
                          ? 'text-gray-500 dark:text-gray-400'
                          : 'text-gray-900 dark:text-gray-100'
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`text-sm font-semibold ${
                          isToday
                            ? 'rounded-full bg-blue-600 px-1.5 text-white dark:bg-blue-500'
                            : ''
                        }`}
                      >
                        {Number(day.slice(8))}
                      </span>
                      {visits.length > 0 ? (
                        <span aria-hidden="true" className="mt-0.5 text-xs leading-tight">
                          <span className="block font-semibold text-blue-700 dark:text-blue-300">
                            {visits.length}
                          </span>
                          <span className="block text-[11px] break-all text-green-800 dark:text-green-300">
                            {format.wholeDollars(dayEarnings(visits))}
                          </span>
                        </span>
                      ) : isClosed ? (
                        <span
                          aria-hidden="true"
                          className="mt-0.5 text-[10px] leading-tight text-gray-600 dark:text-gray-400"
                        >
                          {t('calendar.closed')}
                        </span>
                      ) : null}
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-gray-700 dark:text-gray-300">
        <span>
          <span className="font-semibold text-blue-700 dark:text-blue-300">1</span>{' '}
          {t('calendar.legendVisits')}
        </span>
        <span>
          <span className="font-semibold text-green-800 dark:text-green-300">$</span>{' '}
          {t('calendar.legendEarnings')}
        </span>
      </p>
    </div>
  );
}
