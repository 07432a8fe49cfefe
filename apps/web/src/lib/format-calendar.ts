// The calendar's dates through Intl in the UI language (es-US / en-US, as money reads;
// decision 016): weekday names, a month's title, a day's full name for screen readers.
import { INTL_LOCALES, parseLocalDate, type Language } from '@jobtrack/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './format.ts';

export type CalendarFormatters = {
  /** 'Tuesday' / 'Martes'. */
  weekday(day: string): string;
  /** 'Tue' / 'mar'. */
  weekdayShort(day: string): string;
  /** 'Nov 24' / '24 nov'. */
  dayMonth(day: string): string;
  /** 'November 2026' / 'Noviembre de 2026'. */
  month(day: string): string;
  /** 'Tuesday, November 24, 2026' / 'martes, 24 de noviembre de 2026'. */
  fullDate(day: string): string;
};

/** A heading's first letter in capitals: Spanish writes weekdays and months in lower case. */
const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export function calendarFormatters(language: Language): CalendarFormatters {
  const locale = INTL_LOCALES[language];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const read = (format: Intl.DateTimeFormat) => (day: string) =>
    format.format(parseLocalDate(day) ?? undefined);
  return {
    weekday: (day) => capitalized(read(weekday)(day)),
    weekdayShort: read(weekdayShort),
    dayMonth: read(dayMonth),
    month: (day) => capitalized(read(month)(day)),
    fullDate: read(fullDate),
  };
}

/** The calendar formatters of the current UI language. */
export function useCalendarFormat(): CalendarFormatters {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(() => calendarFormatters(language), [language]);
}
