import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The closing call to action, around the waitlist form the app passes in (spec §2). */
export function FinalCtaSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="final-cta-title"
      className="bg-blue-700 px-4 py-16 sm:px-6 sm:py-20 dark:bg-blue-950"
    >
      <div className="mx-auto max-w-xl text-center">
        <h2 id="final-cta-title" className="text-2xl font-bold text-white sm:text-3xl">
          {t('landing.finalCtaTitle')}
        </h2>
        <p className="mt-3 text-blue-50">{t('landing.finalCtaText')}</p>
        <div className="mt-8 rounded-2xl bg-white p-6 text-gray-900 shadow-lg dark:bg-gray-900 dark:text-gray-100">
          {children}
        </div>
      </div>
    </section>
  );
}
