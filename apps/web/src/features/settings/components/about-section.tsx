import { APP_VERSION } from '@jobtrack/core';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useDataSource } from '#web/data/hooks/data-context.tsx';
import { SettingsSection } from './settings-section.tsx';

const MODE_KEYS = {
  demo: 'settings.modeDemo',
  local: 'settings.modeLocal',
  api: 'settings.modeApi',
} as const;

/** About, version 1.0.0 (spec §2). */
export function AboutSection() {
  const { t } = useTranslation();
  const { buildHash } = useRuntimeConfig();
  const { mode } = useDataSource();
  return (
    <SettingsSection title={t('settings.about')} icon={Info}>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('settings.aboutText')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600 dark:text-gray-400">{t('settings.version')}</dt>
        <dd className="font-medium">{APP_VERSION}</dd>
        <dt className="text-gray-600 dark:text-gray-400">{t('settings.build')}</dt>
        <dd className="font-mono">{buildHash}</dd>
        <dt className="text-gray-600 dark:text-gray-400">{t('settings.mode')}</dt>
        <dd>{t(MODE_KEYS[mode])}</dd>
      </dl>
    </SettingsSection>
  );
}
