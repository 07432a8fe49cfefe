import { useCallback, useEffect, useState } from 'react';
import { localStorageBytes, siteStorageBytes } from '../utils/storage-size.ts';

export type StorageUsage = { localBytes: number; siteBytes: number | null };

/** What this device holds for the app: local data, and caches with other site storage. */
export function useStorageUsage() {
  const [usage, setUsage] = useState<StorageUsage | null>(null);

  const measure = useCallback(async () => {
    const siteBytes = await siteStorageBytes();
    setUsage({ localBytes: localStorageBytes(), siteBytes });
  }, []);

  useEffect(() => {
    let isCurrent = true;
    void siteStorageBytes().then((siteBytes) => {
      if (isCurrent) setUsage({ localBytes: localStorageBytes(), siteBytes });
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return { usage, measure };
}
