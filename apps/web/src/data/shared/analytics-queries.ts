// The four analytics queries of spec §7, answered from the events kept on the device, in the
// shapes the server's /api/analytics/query answers, so a screen can show either.
import type { AnalyticsQueryName, AnalyticsTimeframe } from '@jobtrack/core/wire';
import type { AnalyticsEvent, AnalyticsFilters, AnalyticsQueryResult } from '../data-source.ts';

const HOUR_MS = 3_600_000;
const TIMEFRAME_MS: Record<AnalyticsTimeframe, number | null> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  '90d': 90 * 24 * HOUR_MS,
  all: null,
};

const sessionOf = (event: AnalyticsEvent): string => event.sessionId ?? 'unknown';
const propertyText = (event: AnalyticsEvent, key: string): string | undefined => {
  const value = event.properties?.[key];
  return typeof value === 'string' ? value : undefined;
};

const inScope = (
  events: readonly AnalyticsEvent[],
  timeframe: AnalyticsTimeframe,
  filters: AnalyticsFilters,
  now: Date,
): AnalyticsEvent[] => {
  const span = TIMEFRAME_MS[timeframe];
  const since = span === null ? -Infinity : now.getTime() - span;
  return events.filter((event) => {
    const at = event.timestamp ? Date.parse(event.timestamp) : NaN;
    if (span !== null && !(at > since)) return false;
    if (filters.userType && event.userType !== filters.userType) return false;
    if (filters.demoMode !== undefined && event.demoMode !== filters.demoMode) return false;
    return true;
  });
};

const groupBySession = (events: readonly AnalyticsEvent[]) => {
  const sessions = new Map<string, AnalyticsEvent[]>();
  for (const event of events) {
    const list = sessions.get(sessionOf(event)) ?? [];
    list.push(event);
    sessions.set(sessionOf(event), list);
  }
  return sessions;
};

const rate = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 10_000) / 100;

const conversionRates = (events: readonly AnalyticsEvent[]) => {
  const sessions = [...groupBySession(events).values()];
  const has = (list: AnalyticsEvent[], name: string) => list.some((e) => e.event === name);
  const joins = sessions.filter((list) => has(list, 'waitlist_joined')).length;
  const signUps = sessions.filter((list) => has(list, 'sign_up')).length;
  return {
    totalSessions: sessions.length,
    waitlistJoins: joins,
    signUps,
    waitlistConversionRate: rate(joins, sessions.length),
    signUpConversionRate: rate(signUps, sessions.length),
  };
};

const popularFeatures = (events: readonly AnalyticsEvent[]) => {
  const counts = new Map<string, { feature: string; category: string; uses: number }>();
  for (const event of events) {
    if (event.event === 'page_view' || event.event === 'session_start') continue;
    const feature = propertyText(event, 'feature') ?? event.event;
    const category = propertyText(event, 'category') ?? 'other';
    const key = `${feature}\u0000${category}`;
    const entry = counts.get(key) ?? { feature, category, uses: 0 };
    entry.uses += 1;
    counts.set(key, entry);
  }
  const features = [...counts.values()].sort(
    (a, b) => b.uses - a.uses || a.feature.localeCompare(b.feature),
  );
  return { features };
};

const pageViews = (events: readonly AnalyticsEvent[]) =>
  events.filter((event) => event.event === 'page_view' && propertyText(event, 'page'));

const demoEngagement = (events: readonly AnalyticsEvent[]) => {
  const demoEvents = events.filter((event) => event.demoMode === true);
  const sessions = groupBySession(demoEvents).size;
  const views = new Map<string, number>();
  for (const event of pageViews(demoEvents)) {
    const page = propertyText(event, 'page')!;
    views.set(page, (views.get(page) ?? 0) + 1);
  }
  return {
    sessions,
    events: demoEvents.length,
    averageEventsPerSession:
      sessions === 0 ? 0 : Math.round((demoEvents.length / sessions) * 100) / 100,
    topPages: [...views.entries()]
      .map(([page, count]) => ({ page, views: count }))
      .sort((a, b) => b.views - a.views || a.page.localeCompare(b.page)),
  };
};

const userJourneys = (events: readonly AnalyticsEvent[]) => ({
  journeys: [...groupBySession(pageViews(events)).entries()].map(([sessionId, list]) => ({
    sessionId,
    userType: list[0]?.userType ?? null,
    startedAt: list[0]?.timestamp ?? null,
    pages: list.map((event) => propertyText(event, 'page')!),
  })),
});

export const runAnalyticsQuery = (
  events: readonly AnalyticsEvent[],
  query: AnalyticsQueryName,
  timeframe: AnalyticsTimeframe,
  filters: AnalyticsFilters,
  now: Date,
): AnalyticsQueryResult => {
  const scoped = inScope(events, timeframe, filters, now);
  const run = {
    conversion_rates: conversionRates,
    popular_features: popularFeatures,
    demo_engagement: demoEngagement,
    user_journeys: userJourneys,
  }[query];
  return { query, timeframe, filters, data: run(scoped) };
};
