// Analytics for the whole app (spec §3, §7): page views by the app's tracker, feature use by
// any screen through useTrackFeature (data/hooks/use-analytics.ts: it needs the data source).
export { isTrackingAllowed } from './privacy.ts';
export { analyticsTracker, createAnalyticsTracker, serverSink } from './tracker.ts';
export type { AnalyticsSink, AnalyticsTracker, FeatureUse } from './tracker.ts';
export type { AnalyticsContext, EventExtras } from './events.ts';
