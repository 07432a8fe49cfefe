import { timingSafeEqual, createHash } from 'node:crypto';
import type { AnalyticsEventBody, AnalyticsQuery, AnalyticsSessionBody } from '@jobtrack/core/wire';
import { AppError } from '../../lib/errors.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function createAnalyticsService(
  repository: AnalyticsRepository,
  adminPassword: string | undefined,
) {
  return {
    track: (event: AnalyticsEventBody) => repository.insertEvent(event),
    startSession: (session: AnalyticsSessionBody) => repository.upsertSession(session),

    /** Admin only; with no ADMIN_PASSWORD configured nobody is admin (docs/architecture.md §3). */
    assertAdmin(given: string | undefined): void {
      if (!adminPassword || !given || !timingSafeEqual(digest(given), digest(adminPassword))) {
        throw new AppError('forbidden', 'Admin access required');
      }
    },

    query({ query, timeframe = '7d', filters }: AnalyticsQuery) {
      const run = {
        conversion_rates: repository.conversionRates,
        popular_features: repository.popularFeatures,
        demo_engagement: repository.demoEngagement,
        user_journeys: repository.userJourneys,
      }[query];
      return run(timeframe, filters).then((data) => ({ query, timeframe, filters, data }));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
