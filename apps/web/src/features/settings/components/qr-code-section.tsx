import type { QrStyle } from '@jobtrack/core';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { readQrStyle, storeQrStyle } from '#web/lib/preferences.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * What printed QR codes hold (decision 025): the spec's payload (the default), or a link code
 * holding only `{PUBLIC_URL}/customer/{id}`, which any phone camera opens and which puts no name
 * or phone number on a gate sticker. The app's scanner reads both. Remembered on this device.
 */
export function QrCodeSection() {
  const { t } = useTranslation();
  const trackFeature = useTrackFeature();
  const [style, setStyle] = useState<QrStyle>(readQrStyle);

  const handleStyle = (next: QrStyle) => {
    storeQrStyle(next);
    setStyle(next);
    trackFeature('change_qr_style', 'qr_features', { style: next });
  };

  return (
    <SettingsSection title={t('settings.qrCodes')} icon={QrCode}>
      <ChoiceGroup<QrStyle>
        legend={t('settings.qrStyle')}
        value={style}
        onChange={handleStyle}
        choices={[
          { value: 'payload', label: t('settings.qrStylePayload') },
          { value: 'link', label: t('settings.qrStyleLink') },
        ]}
      />
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        {t(style === 'link' ? 'settings.qrStyleLinkHint' : 'settings.qrStylePayloadHint')}
      </p>
    </SettingsSection>
  );
}
