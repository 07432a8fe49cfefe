import { SUCCESS_BANNER_MS } from '#web/config/ui.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '#web/components/ui/notice.tsx';
import { clearedMessage } from '../utils/cleared-state.ts';

/**
 * The message clear-all hands /app (spec §4, §8), shown on the dashboard for 5 s or until
 * dismissed, and taken out of the history entry so a reload does not bring it back.
 */
export function ClearedDataNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [messageKey, setMessageKey] = useState(() => clearedMessage(location.state));
  const isInHistory = clearedMessage(location.state) !== null;

  useEffect(() => {
    if (!isInHistory) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [isInHistory, navigate, location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (messageKey === null) return;
    const timer = window.setTimeout(() => setMessageKey(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [messageKey]);

  if (messageKey === null) return null;
  return (
    <Notice tone="success" onDismiss={() => setMessageKey(null)}>
      {t(messageKey)}
    </Notice>
  );
}
