import { timingSafeEqual, createHash } from 'node:crypto';
import type { AnalyticsEventBody, AnalyticsQuery, AnalyticsSessionBody } from '@jobtrack/core/wire';
import { AppError } from '../../lib/errors.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

// Fixed-length digests, so the comparison takes the same time whatever the length or the first
// differing byte of the guess (decision 056).
const digest = (value: string) => createHash('sha256').update(value).digest();

export function createAnalyticsService(
  repository: AnalyticsRepository,
  options: { adminPassword: string | undefined; retentionMonths: number },
) {
  const adminDigest =
    options.adminPassword === undefined ? undefined : digest(options.adminPassword);
  return {
    track: (event: AnalyticsEventBody) => repository.insertEvent(event),
    startSession: (session: AnalyticsSessionBody) => repository.upsertSession(session),

    /** Admin only; with no ADMIN_PASSWORD configured nobody is admin (docs/architecture.md §3). */
    assertAdmin(given: string | undefined): void {
      // Always one comparison of two digests, whether a password was sent or not.
      const matches = timingSafeEqual(digest(given ?? ''), adminDigest ?? digest(''));
      if (!adminDigest || given === undefined || !matches) {
        throw new AppError('forbidden', 'Admin access required');
      }
    },

    /** Deletes the events and sessions older than ANALYTICS_RETENTION_MONTHS. */
    prune: () => repository.deleteOlderThan(options.retentionMonths),

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
