import { isIsoDate, toIsoDate } from '@jobtrack/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { QueryStatus } from '#web/components/ui/load-failed.tsx';
import { paths } from '#web/config/paths.ts';
import { useCalendarFormat } from '#web/lib/format-calendar.ts';
import { useFormat } from '#web/lib/format.ts';
import { useBusinessProfile } from '#web/data/hooks/use-business-profile.ts';
import { useNow } from '#web/lib/hooks/use-now.ts';
import { useCalendarJobs } from '../api/use-calendar-jobs.ts';
import { shiftAnchor, weekDays, type CalendarView } from '../utils/calendar-days.ts';
import { MonthView } from './month-view.tsx';
import { WeekView } from './week-view.tsx';

/** The calendar's address: ?view=month&date=2026-11-24 (the week and today by default). */
const calendarParams = (view: CalendarView, day: string, today: string) => {
  const params = new URLSearchParams();
  if (view === 'month') params.set('view', 'month');
  if (day !== today) params.set('date', day);
  return params;
};

const calendarHref = (view: CalendarView, day: string, today: string): string => {
  const query = calendarParams(view, day, today).toString();
  return query ? `${paths.calendar}?${query}` : paths.calendar;
};

const switchClasses = (isSelected: boolean) =>
  `min-h-11 min-w-16 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${
    isSelected
      ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-700 dark:text-white'
      : 'text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'
  }`;

/**
 * /app/calendar (issue 14): the week (default) or the month, from the same data snapshot as
 * every screen. The view and the day shown live in the address, so Back from a job returns here.
 */
export function CalendarScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const calendarFormat = useCalendarFormat();
  const today = toIsoDate(useNow());
  const { profile } = useBusinessProfile();
  const jobs = useCalendarJobs();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: CalendarView = searchParams.get('view') === 'month' ? 'month' : 'week';
  const requested = searchParams.get('date') ?? '';
  const anchor = isIsoDate(requested) ? requested : today;

  const show = (nextView: CalendarView, day: string) =>
    setSearchParams(calendarParams(nextView, day, today));

  const days = weekDays(anchor);
  const title =
    view === 'month'
      ? calendarFormat.month(anchor)
      : t('calendar.weekRange', {
          from: calendarFormat.dayMonth(days[0]!),
          to: format.date(days[6]!),
        });
  const isWeek = view === 'week';

  return (
    <section aria-labelledby="calendar-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-heading" aria-live="polite" className="text-xl font-semibold">
          {title}
        </h2>
        <div
          role="group"
          aria-label={t('calendar.viewLabel')}
          className="inline-flex rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
        >
          {(['week', 'month'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              className={switchClasses(view === option)}
              onClick={() => show(option, anchor)}
            >
              {t(`calendar.view.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="group" aria-label={t('calendar.controls')} className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label={t(isWeek ? 'calendar.previousWeek' : 'calendar.previousMonth')}
          onClick={() => show(view, shiftAnchor(anchor, view, -1))}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <Button variant="secondary" onClick={() => show(view, today)}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t(isWeek ? 'calendar.nextWeek' : 'calendar.nextMonth')}
          onClick={() => show(view, shiftAnchor(anchor, view, 1))}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      <QueryStatus query={jobs} />
      {jobs.data ? (
        isWeek ? (
          <WeekView
            anchor={anchor}
            today={today}
            jobsByDay={jobs.data}
            hours={profile.businessHours}
          />
        ) : (
          <MonthView
            anchor={anchor}
            today={today}
            jobsByDay={jobs.data}
            hours={profile.businessHours}
            weekHref={(day) => calendarHref('week', day, today)}
          />
        )
      ) : null}
    </section>
  );
}
