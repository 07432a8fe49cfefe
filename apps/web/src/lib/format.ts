// Every date, time and amount the UI shows, in the UI's language: English keeps the spec's
// 'MMM d, yyyy' and '$1,234.50'; Spanish reads '23 nov 2026' and '$1,234.50'
// (docs/decisions/016-spanish-formats.md). Screens format through here, never core directly.
import {
  formatDate,
  formatMoney,
  formatTime12h,
  formatWholeDollars,
  type Language,
} from '@jobtrack/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type Formatters = {
  /** A day string, timestamp or Date: 'Nov 23, 2026' / '23 nov 2026'. */
  date(value: Date | string | number): string;
  /** Two decimals: '$1,234.50'. */
  money(amount: number): string;
  /** Whole dollars, for stat tiles: '$1,235'. */
  wholeDollars(amount: number): string;
  /** An HH:MM time: '8:00 AM' / '8:00 a.m.'. */
  time(value: string): string;
  /** A job's start time and arrival window: '8:00 AM', or '8:00 AM – 10:00 AM' (decision 026). */
  timeWindow(start: string, end?: string): string;
};

export const toLanguage = (value: string | undefined): Language =>
  value?.toLowerCase().startsWith('es') ? 'es' : 'en';

export const formatters = (language: Language): Formatters => ({
  date: (value) => formatDate(value, language),
  money: (amount) => formatMoney(amount, language),
  wholeDollars: (amount) => formatWholeDollars(amount, language),
  time: (value) => formatTime12h(value, language),
  timeWindow: (start, end) =>
    end
      ? `${formatTime12h(start, language)} – ${formatTime12h(end, language)}`
      : formatTime12h(start, language),
});

/** The formatters of the current UI language; screens re-render when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(() => formatters(language), [language]);
}
