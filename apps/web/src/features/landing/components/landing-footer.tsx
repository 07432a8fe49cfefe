import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';

/** The footer, with the version and build hash so a report names the exact build (spec §2). */
export function LandingFooter() {
  const { t } = useTranslation();
  const { version, buildHash } = useRuntimeConfig();
  return (
    <footer className="border-t border-gray-200 px-4 py-8 text-center text-sm text-gray-600 sm:px-6 dark:border-gray-800 dark:text-gray-300">
      <p>{t('landing.footerTagline')}</p>
      <p className="mt-2">
        {t('landing.copyright', { year: new Date().getFullYear() })}
        {' · '}
        {t('landing.footerVersion', { version })}
        {' · '}
        <span>{t('landing.footerBuild', { hash: buildHash })}</span>
      </p>
    </footer>
  );
}
