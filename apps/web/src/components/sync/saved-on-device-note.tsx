import { useTranslation } from 'react-i18next';
import { useIsSavingOnDevice } from '#web/lib/sync/use-saved-on-device.ts';

/**
 * Beside a success message: offline, the change is kept on this phone and sent later (issue 9);
 * online it adds nothing, so the spec's success texts stay exactly as they are.
 */
export function SavedOnDeviceNote() {
  const { t } = useTranslation();
  const isSavingOnDevice = useIsSavingOnDevice();
  if (!isSavingOnDevice) return null;
  return <span className="mt-1 block">{t('sync.savedOnDevice')}</span>;
}
