import type { Language, Theme } from '@jobtrack/core';
import { Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { storeLanguage } from '#web/lib/preferences.ts';
import { useTheme } from '#web/lib/theme.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Language and theme (spec §2, §4): remembered on this device. */
export function AppearanceSection() {
  const { t, i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  const trackFeature = useTrackFeature();
  const language: Language = i18n.language === 'es' ? 'es' : 'en';

  const handleLanguage = (next: Language) => {
    storeLanguage(next);
    void i18n.changeLanguage(next);
    trackFeature('change_language', 'settings', { language: next });
  };
  const handleTheme = (next: Theme) => {
    setTheme(next);
    trackFeature('change_theme', 'settings', { theme: next });
  };

  return (
    <SettingsSection title={t('settings.appearance')} icon={Palette}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup<Language>
          legend={t('settings.language')}
          value={language}
          onChange={handleLanguage}
          choices={[
            { value: 'en', label: t('settings.languageEnglish'), lang: 'en' },
            { value: 'es', label: t('settings.languageSpanish'), lang: 'es' },
          ]}
        />
        <ChoiceGroup<Theme>
          legend={t('settings.theme')}
          value={theme}
          onChange={handleTheme}
          choices={[
            { value: 'light', label: t('settings.themeLight') },
            { value: 'dark', label: t('settings.themeDark') },
          ]}
        />
      </div>
    </SettingsSection>
  );
}
