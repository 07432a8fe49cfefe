// How a repeating job reads (issue 14): the weekday of a visit and which of its month's
// weekdays it is ('2nd Tuesday' / 'segundo martes'), in the UI's language through Intl and the
// series texts. Screens describe a series only through here.
import {
  INTL_LOCALES,
  parseLocalDate,
  weekdayOfMonth,
  type Language,
  type RecurrenceRule,
} from '@jobtrack/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './format.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The weekday of a yyyy-MM-dd day, in full ('Tuesday' / 'martes'); '' when not a day. */
export const weekdayName = (day: string, language: Language): string => {
  const date = parseLocalDate(day);
  return date
    ? new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long' }).format(date)
    : '';
};

/** Which of its month's weekdays a yyyy-MM-dd day is: 1 for the first Tuesday … 5 for a fifth. */
export const nthWeekdayOfMonth = (day: string): number => {
  const date = parseLocalDate(day);
  return date ? weekdayOfMonth(date.getDate()) : 0;
};

/** The day of the month of a yyyy-MM-dd day (0 when not a day). */
export const dayOfMonth = (day: string): number => parseLocalDate(day)?.getDate() ?? 0;

export type RecurrenceFormat = {
  weekday(day: string): string;
  /** 'the 2nd Tuesday' / 'el segundo martes'. */
  nthWeekday(day: string): string;
  /** 'Repeats every week on Tuesday', from the series' first visit and its rule. */
  summary(startDate: string, rule: RecurrenceRule): string;
  /** ' · 10 visits' / ' · until Dec 1, 2026'; '' when it never ends. */
  end(rule: RecurrenceRule, formatDate: (day: string) => string): string;
};

export const recurrenceFormat = (language: Language, t: Translate): RecurrenceFormat => {
  const weekday = (day: string) => weekdayName(day, language);
  const nthWeekday = (day: string) =>
    t('series.nthWeekday', {
      ordinal: t(`series.ordinal.${nthWeekdayOfMonth(day)}`),
      weekday: weekday(day),
    });
  return {
    weekday,
    nthWeekday,
    summary: (startDate, rule) => {
      if (rule.frequency === 'weekly') {
        return t('series.summary.weekly', { count: rule.interval, weekday: weekday(startDate) });
      }
      if (rule.monthlyBy === 'weekdayOfMonth') {
        return t('series.summary.monthlyWeekday', {
          count: rule.interval,
          nth: nthWeekday(startDate),
        });
      }
      return t('series.summary.monthlyDay', { count: rule.interval, day: dayOfMonth(startDate) });
    },
    end: (rule, formatDate) => {
      if (rule.end.type === 'count') return t('series.summary.endCount', { count: rule.end.count });
      if (rule.end.type === 'until') {
        return t('series.summary.endUntil', { date: formatDate(rule.end.date) });
      }
      return '';
    },
  };
};

/** The recurrence texts of the current UI language. */
export function useRecurrenceFormat(): RecurrenceFormat {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(() => recurrenceFormat(language, t as Translate), [language, t]);
}
