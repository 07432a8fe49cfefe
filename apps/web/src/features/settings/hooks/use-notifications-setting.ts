import { STORAGE_KEYS } from '@jobtrack/core';
import { useCallback, useState } from 'react';
import { safeStorage } from '#web/lib/storage.ts';

/** The notifications toggle (spec §2), on unless the owner turned it off on this device. */
export const readNotificationsEnabled = (): boolean =>
  safeStorage.getJSON(STORAGE_KEYS.notificationsEnabled) !== false;

export function useNotificationsSetting(): [boolean, (isOn: boolean) => void] {
  const [isOn, setIsOn] = useState(readNotificationsEnabled);
  const change = useCallback((next: boolean) => {
    safeStorage.setJSON(STORAGE_KEYS.notificationsEnabled, next);
    setIsOn(next);
  }, []);
  return [isOn, change];
}
