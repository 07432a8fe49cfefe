import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { useNotificationsSetting } from '../hooks/use-notifications-setting.ts';
import { SettingsSection } from './settings-section.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';

/** The notifications toggle, on by default (spec §2). */
export function NotificationsSection() {
  const { t } = useTranslation();
  const [isOn, setIsOn] = useNotificationsSetting();
  const trackFeature = useTrackFeature();
  return (
    <SettingsSection title={t('settings.notifications')} icon={Bell}>
      <ToggleSwitch
        label={t('settings.notificationsLabel')}
        description={t('settings.notificationsHint')}
        isOn={isOn}
        onChange={(next) => {
          setIsOn(next);
          trackFeature('toggle_notifications', 'settings', { enabled: next });
        }}
      />
    </SettingsSection>
  );
}
