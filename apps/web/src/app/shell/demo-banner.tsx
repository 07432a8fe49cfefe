import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The demo-mode banner under the header (spec §2), with its action when there is one. The
 * prerendered app shell shows it without one (decision 043): the button comes below the text
 * when the app takes over, so nothing above it moves.
 */
export function DemoBanner({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('shell.modeRegion')}
      className="border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2">
        <p>{t('shell.demoBanner')}</p>
        {action}
      </div>
    </section>
  );
}
