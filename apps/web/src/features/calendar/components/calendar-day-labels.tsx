import { useTranslation } from 'react-i18next';

/** The "Today" and "Closed" marks beside a day's name. */
export function DayLabels({ isToday, isClosed }: { isToday: boolean; isClosed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {isToday ? (
        <span className="rounded-full bg-blue-600 px-2 py-0.5 text-xs font-semibold text-white">
          {t('calendar.today')}
        </span>
      ) : null}
      {isClosed ? (
        <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-700 dark:text-gray-200">
          {t('calendar.closed')}
        </span>
      ) : null}
    </>
  );
}
