import { toIsoDate } from '@jobtrack/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatters, toLanguage } from './format.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export type CheckInFormat = {
  /** A check-in time on this device's clock: '9:05 AM', with the date when not on `day`. */
  moment(timestamp: string, day: string): string;
  /** Time on site: '45 min', '1 h 30 min'. */
  duration(minutes: number): string;
};

/** How the check-in times of a job read (decision 025), in the UI's language. */
export function useCheckInFormat(): CheckInFormat {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(() => {
    const format = formatters(language);
    return {
      moment(timestamp, day) {
        const at = new Date(timestamp);
        const clock = format.time(`${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`);
        const date = toIsoDate(at);
        return date === day ? clock : `${format.date(date)}, ${clock}`;
      },
      duration(minutes) {
        const hours = Math.floor(minutes / 60);
        return hours > 0
          ? t('checkIn.hoursMinutes', { hours, minutes: minutes % 60 })
          : t('checkIn.minutes', { minutes });
      },
    };
  }, [language, t]);
}
