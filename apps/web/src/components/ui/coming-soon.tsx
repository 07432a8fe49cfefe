import { useTranslation } from 'react-i18next';

/** TODO(later issues): stands in for a screen not built yet, so every route resolves. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="rounded-2xl bg-white p-6 shadow-sm dark:bg-gray-900"
    >
      <h2 id="coming-soon-title" className="text-lg font-semibold">
        {t(titleKey)}
      </h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('common.comingSoon')}</p>
    </section>
  );
}
