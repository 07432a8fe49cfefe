import { DollarSign } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';

/** The orange unpaid banner (spec §2): total with cents, count, View All. Hidden at zero. */
export function UnpaidBanner({ total, count }: { total: number; count: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  if (count === 0 && total === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-4 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100"
    >
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-700 dark:bg-orange-900 dark:text-orange-200"
      >
        <DollarSign className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('dashboard.unpaid.title')}
        </h2>
        <p className="text-2xl font-bold" data-testid="unpaid-total">
          {format.money(total)}
        </p>
        <p className="text-sm" data-testid="unpaid-count">
          {t('dashboard.unpaid.count', { count })}
        </p>
      </div>
      <Link
        to={paths.payments}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-orange-700 px-4 text-sm font-medium text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      >
        {t('dashboard.unpaid.viewAll')}
      </Link>
    </section>
  );
}
