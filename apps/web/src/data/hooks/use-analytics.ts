import type { FeatureCategory } from '@jobtrack/core';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useOptionalAnalyticsSink } from './data-context.tsx';
import type { AnalyticsContext, EventExtras } from '#web/lib/analytics/events.ts';
import { analyticsTracker, type AnalyticsSink } from '#web/lib/analytics/tracker.ts';
import { analyticsUserType } from '#web/lib/analytics/user-type.ts';

/** Who the events are about, and where they go (the signed-in user's DataSource, if any). */
export function useAnalyticsTarget(): { context: AnalyticsContext; sink: AnalyticsSink | null } {
  const auth = useAuth();
  const { demoMode } = useRuntimeConfig();
  const source = useOptionalAnalyticsSink();
  const user = auth.status === 'signedIn' ? auth.user : null;
  const mode = auth.status === 'signedIn' ? auth.mode : null;
  const userType = analyticsUserType(mode, user);
  const userId = user?.id ?? null;
  return useMemo(
    () => ({ context: { userId, userType, demoMode }, sink: user ? source : null }),
    [userId, userType, demoMode, user, source],
  );
}

export type TrackFeature = (
  feature: string,
  category: FeatureCategory,
  extras?: EventExtras,
) => void;

/**
 * Records a use of a feature (spec §3 feature categories) in the background; safe to call in
 * any handler: it never throws and never waits.
 */
export function useTrackFeature(): TrackFeature {
  const { context, sink } = useAnalyticsTarget();
  const { pathname } = useLocation();
  return useCallback<TrackFeature>(
    (feature, category, extras) =>
      analyticsTracker.featureUsed(context, sink, { feature, category, page: pathname, extras }),
    [context, sink, pathname],
  );
}
