import { useTranslation } from 'react-i18next';

/** TODO(screens issue): stands in for a screen built by a later issue, so every route resolves. */
export function PlaceholderScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="placeholder-title"
      className="rounded-2xl bg-white p-6 shadow-sm dark:bg-gray-900"
    >
      <h2 id="placeholder-title" className="text-lg font-semibold">
        {t(titleKey)}
      </h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('common.comingSoon')}</p>
    </section>
  );
}
