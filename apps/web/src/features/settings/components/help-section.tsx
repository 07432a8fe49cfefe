import { BookOpen, LifeBuoy, Lightbulb, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { SettingsSection } from './settings-section.tsx';

export const SUPPORT_EMAIL = 'support@jobtrack.app';

const GUIDE_STEPS = [
  'settings.guideCustomers',
  'settings.guideJobs',
  'settings.guidePayments',
  'settings.guideQr',
  'settings.guideBackup',
] as const;

const mailto = (subject: string) =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

/** User guide, contact support and feature requests (spec §2). */
export function HelpSection() {
  const { t } = useTranslation();
  const trackFeature = useTrackFeature();
  return (
    <SettingsSection title={t('settings.help')} icon={LifeBuoy}>
      <details
        className="group rounded-lg border border-gray-200 dark:border-gray-700"
        onToggle={(event) => {
          if (event.currentTarget.open) trackFeature('open_user_guide', 'settings');
        }}
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-medium">
          <BookOpen aria-hidden="true" className="h-4 w-4 text-blue-600 dark:text-blue-400" />
          {t('settings.userGuide')}
        </summary>
        <ol className="list-decimal space-y-2 px-3 pb-3 pl-8 text-sm text-gray-700 dark:text-gray-300">
          {GUIDE_STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </details>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a
          href={mailto(t('settings.supportSubject'))}
          className={buttonClasses('secondary')}
          onClick={() => trackFeature('contact_support', 'settings')}
        >
          <Mail aria-hidden="true" className="h-4 w-4" />
          {t('settings.contactSupport')}
        </a>
        <a
          href={mailto(t('settings.featureSubject'))}
          className={buttonClasses('secondary')}
          onClick={() => trackFeature('feature_request', 'settings')}
        >
          <Lightbulb aria-hidden="true" className="h-4 w-4" />
          {t('settings.featureRequests')}
        </a>
      </div>
    </SettingsSection>
  );
}
