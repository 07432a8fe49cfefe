import { computeDashboardStats, type DashboardStats } from '@jobtrack/core';
import { useCallback } from 'react';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';

/**
 * The dashboard's figures (spec §2, §9), derived from the one data query, so they agree with
 * the jobs and payments screens in every data mode.
 */
export function useDashboardStats(now: Date) {
  const select = useCallback(
    (snapshot: DataSnapshot): DashboardStats => computeDashboardStats(snapshot.jobs, now),
    [now],
  );
  return useData(select);
}
