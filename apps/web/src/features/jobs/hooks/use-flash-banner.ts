import { SUCCESS_BANNER_MS } from '#web/config/ui.ts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What a screen puts in the navigation state to show a success banner on /app/jobs. */
export type JobsFlashState = { jobsFlash: string };

export const jobsFlashState = (messageKey: string): JobsFlashState => ({ jobsFlash: messageKey });

const readFlash = (state: unknown): string | null => {
  const value = (state as Partial<JobsFlashState> | null)?.jobsFlash;
  return typeof value === 'string' ? value : null;
};

/**
 * The success banner handed over in the navigation state (spec §2): shown for 5 s (spec §9),
 * and taken out of the history entry at once so a reload does not bring it back.
 */
export function useFlashBanner(): { messageKey: string | null; dismiss(): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [messageKey, setMessageKey] = useState(() => readFlash(location.state));
  const hasFlashInHistory = readFlash(location.state) !== null;

  useEffect(() => {
    if (!hasFlashInHistory) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [hasFlashInHistory, navigate, location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (messageKey === null) return;
    const timer = window.setTimeout(() => setMessageKey(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [messageKey]);

  const dismiss = useCallback(() => setMessageKey(null), []);
  return { messageKey, dismiss };
}
