import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageButtonLink } from '#web/components/ui/page-link.tsx';
import { paths } from '#web/config/paths.ts';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';

/**
 * The closing call to action (spec §1: the page's last part). NOTE: spec §2 — the inline
 * waitlist form shows only when demo mode is off; in demo mode the section offers Try Demo.
 */
export function FinalCtaSection({ waitlistForm }: { waitlistForm?: ReactNode }) {
  const { t } = useTranslation();
  const { demoMode } = useRuntimeConfig();
  const hasForm = !demoMode && waitlistForm;
  return (
    <section
      aria-labelledby="final-cta-title"
      className="bg-blue-700 px-4 py-16 sm:px-6 sm:py-20 dark:bg-blue-950"
    >
      <div className="mx-auto max-w-xl text-center">
        <h2 id="final-cta-title" className="text-2xl font-bold text-white sm:text-3xl">
          {t('landing.finalCtaTitle')}
        </h2>
        <p className="mt-3 text-blue-50">
          {hasForm ? t('landing.finalCtaText') : t('landing.finalCtaDemoText')}
        </p>
        {hasForm ? (
          <div className="mt-8 rounded-2xl bg-white p-6 text-gray-900 shadow-lg dark:bg-gray-900 dark:text-gray-100">
            {waitlistForm}
          </div>
        ) : (
          <PageButtonLink to={paths.login} size="lg" variant="secondary" className="mt-8">
            {t('landing.tryDemo')}
          </PageButtonLink>
        )}
      </div>
    </section>
  );
}
