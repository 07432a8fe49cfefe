import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analyticsTracker } from '#web/lib/analytics/index.ts';
import { useAnalyticsTarget } from '#web/data/hooks/use-analytics.ts';

/**
 * Records a page view on every route change (spec §3, §7); the first one of a browser session
 * also starts the analytics session. Mounted once, inside the router. Screens record feature
 * use with useTrackFeature (lib/analytics).
 */
export function AnalyticsTracker() {
  const { pathname } = useLocation();
  const { context, sink } = useAnalyticsTarget();
  // One view per path change: a replace navigation on the same path (a banner taken out of the
  // history entry) or an effect run twice in development is not a second view.
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    analyticsTracker.pageView(context, sink, pathname);
  }, [pathname, context, sink]);

  return null;
}
