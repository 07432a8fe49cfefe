import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationErrorNotice } from '../ui/failure-notice.tsx';

/** The lengths the owner picks from; "never" is the default (decision 057). */
const DAYS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;

/** The write that sets a share link's end: a document's or a quote's (decision 057). */
type SetExpiry = {
  mutate(variables: { id: string; expiresAt: string | null }): void;
  isPending: boolean;
  failure: Parameters<typeof MutationErrorNotice>[0]['failure'];
  reset(): void;
};

/**
 * Where a share link (an invoice's, a receipt's or a quote's) is shown: when it ends, and a
 * choice to change it.
 */
export function ShareLinkExpiry({
  recordId,
  expiresAt,
  setExpiry,
}: {
  recordId: string;
  expiresAt: string | undefined;
  setExpiry: SetExpiry;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const endsOn = expiresAt
    ? new Date(expiresAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
    : null;
  const choose = (value: string) => {
    const ends = value === 'never' ? null : new Date(Date.now() + Number(value) * DAY_MS);
    setExpiry.mutate({ id: recordId, expiresAt: ends?.toISOString() ?? null });
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-gray-800 dark:text-gray-200">
        {t('documents.linkExpiry')}
      </label>
      <select
        id={id}
        className="block min-h-11 w-full max-w-xs rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
        value=""
        disabled={setExpiry.isPending}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="" disabled>
          {endsOn ? t('documents.linkEndsOn', { date: endsOn }) : t('documents.linkNeverEnds')}
        </option>
        <option value="never">{t('documents.linkExpiryNever')}</option>
        {DAYS.map((days) => (
          <option key={days} value={String(days)}>
            {t('documents.linkExpiryDays', { count: days })}
          </option>
        ))}
      </select>
      <MutationErrorNotice failure={setExpiry.failure} onDismiss={setExpiry.reset} />
    </div>
  );
}
