import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useOptionalDataSource } from '#web/data/hooks/data-context.tsx';
import { createLog } from '#web/lib/log.ts';

const log = createLog('app');

/**
 * Signs out and goes to /login. The owner's data leaves the device first (docs/decisions/013):
 * a shared phone keeps no one's customers after they sign out. Demo and waitlist test modes
 * answer discardDeviceData at once and keep their own storage (spec §4).
 */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const source = useOptionalDataSource();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await source?.discardDeviceData();
    } catch (error) {
      log.warn('Could not delete the data kept on this device', error);
    }
    await auth.logout();
    await navigate(paths.login, { replace: true });
  }, [auth, source, navigate]);
}
