import { useEffect, useState } from 'react';

export type NowOptions = {
  /** How often the time moves on while the screen stays open; a minute unless told. */
  intervalMs?: number;
  /**
   * Also move on as soon as the app comes back to the screen (a tab or phone woken after hours),
   * not only at the next tick: the notifications want it, so a new day brings back at once what
   * was dismissed yesterday (spec §4).
   */
  refreshWhenShown?: boolean;
};

/** Now, refreshed every minute, so "today", "this week" and relative ages move on. */
export function useNow({ intervalMs = 60_000, refreshWhenShown = false }: NowOptions = {}): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = window.setInterval(tick, intervalMs);
    if (!refreshWhenShown) return () => window.clearInterval(timer);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs, refreshWhenShown]);
  return now;
}
