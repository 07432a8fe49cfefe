import { EXPORT_IMPORT_MESSAGE_MS } from '#web/config/ui.ts';
import { HardDrive, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { useStorageUsage } from '../hooks/use-storage-usage.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { clearAppCaches } from '../utils/clear-caches.ts';
import { formatStorageSize } from '../utils/storage-size.ts';
import { SettingsSection } from './settings-section.tsx';
import { createLog } from '#web/lib/log.ts';

const log = createLog('settings');

/** Storage used on this device, in bytes, KB or MB, and a way to clear caches (spec §2). */
export function CacheSection() {
  const { t, i18n } = useTranslation();
  const { usage, measure } = useStorageUsage();
  const { message, show, clear } = useTimedMessage(EXPORT_IMPORT_MESSAGE_MS);
  const [isClearing, setIsClearing] = useState(false);
  const trackFeature = useTrackFeature();
  const size = (bytes: number | null | undefined) =>
    bytes === null || bytes === undefined
      ? t('settings.sizeUnknown')
      : formatStorageSize(bytes, i18n.language);

  const handleClear = async () => {
    clear();
    setIsClearing(true);
    try {
      await clearAppCaches();
      show({ tone: 'success', key: 'settings.cacheCleared' });
      trackFeature('clear_cache', 'settings');
    } catch (error) {
      log.warn('could not clear the caches', error);
      show({ tone: 'error', key: 'settings.cacheFailed' });
    } finally {
      setIsClearing(false);
      await measure();
    }
  };

  return (
    <SettingsSection
      title={t('settings.cache')}
      icon={HardDrive}
      description={t('settings.cacheHint')}
    >
      {message ? (
        <Notice tone={message.tone} onDismiss={clear}>
          {t(message.key)}
        </Notice>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-600 dark:text-gray-300">{t('settings.localData')}</dt>
          <dd className="mt-1 text-lg font-semibold" data-testid="local-storage-size">
            {usage ? size(usage.localBytes) : t('common.loading')}
          </dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-600 dark:text-gray-300">{t('settings.siteStorage')}</dt>
          <dd className="mt-1 text-lg font-semibold">
            {usage ? size(usage.siteBytes) : t('common.loading')}
          </dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => void handleClear()}
        disabled={isClearing}
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {isClearing ? t('settings.clearingCache') : t('settings.clearCache')}
      </Button>
    </SettingsSection>
  );
}
