import type { Quote } from '@jobtrack/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetQuoteShareExpiry } from '../api/quote-mutations.ts';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';

/** The lengths the owner picks from; "never" is the default (decision 057). */
const DAYS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;

/** Where the quote's share link is shown: when it ends, and a choice to change it (decision 057). */
export function QuoteShareExpiry({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const setExpiry = useSetQuoteShareExpiry();
  const endsOn = quote.shareExpiresAt
    ? new Date(quote.shareExpiresAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
    : null;
  const choose = (value: string) => {
    const expiresAt = value === 'never' ? null : new Date(Date.now() + Number(value) * DAY_MS);
    setExpiry.mutate({ id: quote.id, expiresAt: expiresAt?.toISOString() ?? null });
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-gray-800 dark:text-gray-200">
        {t('quotes.linkExpiry')}
      </label>
      <select
        id={id}
        className="block min-h-11 w-full max-w-xs rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
        value=""
        disabled={setExpiry.isPending}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="" disabled>
          {endsOn ? t('quotes.linkEndsOn', { date: endsOn }) : t('quotes.linkNeverEnds')}
        </option>
        <option value="never">{t('quotes.linkExpiryNever')}</option>
        {DAYS.map((days) => (
          <option key={days} value={String(days)}>
            {t('quotes.linkExpiryDays', { count: days })}
          </option>
        ))}
      </select>
      <MutationErrorNotice failure={setExpiry.failure} onDismiss={setExpiry.reset} />
    </div>
  );
}
