// A hook used by several features lives in lib/hooks/ (decision 038): features never import
// each other, and scripts/check-imports.mjs lets every feature import lib.
import { SUCCESS_BANNER_MS } from '#web/config/ui.ts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A success banner handed over in the navigation state (spec §2, §8): `read` finds the message
 * in the state (null when it carries none; a function defined once, outside the component). It
 * shows for 5 s (spec §9) or until dismissed, and is taken out of the history entry at once so a
 * reload does not bring it back.
 */
export function useFlashBanner<Message>(read: (state: unknown) => Message | null): {
  message: Message | null;
  dismiss(): void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState(() => read(location.state));
  const isInHistory = read(location.state) !== null;

  useEffect(() => {
    if (!isInHistory) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [isInHistory, navigate, location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const dismiss = useCallback(() => setMessage(null), []);
  return { message, dismiss };
}
