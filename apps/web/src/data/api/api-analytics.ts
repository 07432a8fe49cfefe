// Analytics queries in api mode go to the server (spec §7), where they are admin-only (decision
// 004); an owner's app gets null, which the screens treat as "nothing to show".
import type { AnalyticsQueryName, AnalyticsTimeframe } from '@jobtrack/core/wire';
import type { HttpClient } from '#web/lib/http.ts';
import type { AnalyticsFilters, AnalyticsQueryResult } from '../data-source.ts';
import type { Logger } from '../shared/log.ts';

export const queryServerAnalytics = async (
  http: HttpClient,
  logger: Logger,
  query: AnalyticsQueryName,
  timeframe: AnalyticsTimeframe = '7d',
  filters: AnalyticsFilters = {},
): Promise<AnalyticsQueryResult | null> => {
  const params = new URLSearchParams({ query, timeframe, filters: JSON.stringify(filters) });
  try {
    return await http.request<AnalyticsQueryResult>(`/api/analytics/query?${params}`);
  } catch (error) {
    // NOTE: spec §8 — analytics failures are only logged.
    logger.warn(`analytics query ${query} failed`, error);
    return null;
  }
};
