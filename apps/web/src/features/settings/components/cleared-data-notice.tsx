import { useTranslation } from 'react-i18next';
import { Notice } from '#web/components/ui/notice.tsx';
import { useFlashBanner } from '#web/lib/hooks/use-flash-banner.ts';
import { clearedMessage } from '../utils/cleared-state.ts';

/**
 * The message clear-all hands /app (spec §4, §8), shown on the dashboard for 5 s or until
 * dismissed, and taken out of the history entry so a reload does not bring it back.
 */
export function ClearedDataNotice() {
  const { t } = useTranslation();
  const { message, dismiss } = useFlashBanner(clearedMessage);
  if (message === null) return null;
  return (
    <Notice tone="success" onDismiss={dismiss}>
      {t(message)}
    </Notice>
  );
}
