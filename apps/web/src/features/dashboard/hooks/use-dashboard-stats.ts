import { computeDashboardStats, type DashboardStats } from '@jobtrack/core';
import { useCallback, useEffect, useState } from 'react';
import type { DataSnapshot } from '../../../data/data-source.ts';
import { useData } from '../../../lib/data/data-context.tsx';

/** Now, refreshed every minute, so "today" and "this week" move on while the screen stays open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The dashboard's figures (spec §2, §9), derived from the one data query, so they agree with
 * the jobs and payments screens in every data mode.
 */
export function useDashboardStats() {
  const now = useNow();
  const select = useCallback(
    (snapshot: DataSnapshot): DashboardStats => computeDashboardStats(snapshot.jobs, now),
    [now],
  );
  return useData(select);
}
