import type {
  AnalyticsEventBody,
  AnalyticsQuery,
  AnalyticsSessionBody,
  AnalyticsTimeframe,
} from '@jobtrack/core/wire';
import type { Queryable } from '../../db/db.ts';
import { isoTimestamp } from '../../db/sql.ts';

const TIMEFRAME_INTERVAL: Record<AnalyticsTimeframe, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  all: null,
};

type Filters = AnalyticsQuery['filters'];

/** The longest answers of the lists the queries give. */
const POPULAR_FEATURES_MAX = 50;
const TOP_PAGES_MAX = 20;
const JOURNEYS_MAX = 100;

/**
 * The WHERE clause shared by the four queries: timeframe and filters, as parameters; `bind` adds
 * one more parameter (a LIMIT) and answers its placeholder.
 */
function scope(timeframe: AnalyticsTimeframe, filters: Filters, alias: string, timeColumn: string) {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}::int`;
  };
  const interval = TIMEFRAME_INTERVAL[timeframe];
  if (interval) {
    params.push(interval);
    where.push(`${alias}.${timeColumn} > now() - $${params.length}::interval`);
  }
  if (filters.userType) {
    params.push(filters.userType);
    where.push(`${alias}.user_type = $${params.length}`);
  }
  if (filters.demoMode !== undefined) {
    params.push(filters.demoMode);
    where.push(`${alias}.demo_mode = $${params.length}`);
  }
  return { where: where.join(' AND '), params, bind };
}

export function createAnalyticsRepository(db: Queryable) {
  return {
    async insertEvent(event: AnalyticsEventBody): Promise<void> {
      await db.query(
        `INSERT INTO analytics_events (event, properties, user_id, session_id, demo_mode, user_type, occurred_at)
         VALUES ($1, $2::jsonb, $3, $4, $5, $6, least(coalesce($7::timestamptz, now()), now()))`,
        [
          event.event,
          JSON.stringify(event.properties ?? {}),
          event.userId || null,
          event.sessionId || null,
          event.demoMode ?? null,
          event.userType ?? null,
          event.timestamp ?? null,
        ],
      );
    },

    /**
     * Events and sessions older than `months` go (decision 056). A client's timestamp is never
     * later than the server's clock (the inserts take the earlier), so nothing escapes this.
     */
    async deleteOlderThan(months: number): Promise<void> {
      await db.query(
        'DELETE FROM analytics_events WHERE occurred_at < now() - make_interval(months => $1::int)',
        [months],
      );
      await db.query(
        'DELETE FROM analytics_sessions WHERE started_at < now() - make_interval(months => $1::int)',
        [months],
      );
    },

    /** One row per session id; a repeated start keeps the first one. */
    async upsertSession(session: AnalyticsSessionBody): Promise<void> {
      await db.query(
        `INSERT INTO analytics_sessions
           (session_id, user_id, demo_mode, user_type, referrer, user_agent, landing_page, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, least(coalesce($8::timestamptz, now()), now()))
         ON CONFLICT (session_id) DO NOTHING`,
        [
          session.sessionId,
          session.userId || null,
          session.demoMode ?? null,
          session.userType ?? null,
          session.referrer || null,
          session.userAgent || null,
          session.landingPage || null,
          session.timestamp ?? null,
        ],
      );
    },

    /** Sessions per user type, and how many of them joined the waitlist or signed up. */
    async conversionRates(timeframe: AnalyticsTimeframe, filters: Filters) {
      const { where, params } = scope(timeframe, filters, 's', 'started_at');
      type Row = { user_type: string; sessions: number; waitlist_joins: number; sign_ups: number };
      const rows = await db.query<Row>(
        `SELECT coalesce(s.user_type, 'anonymous') AS user_type,
                count(*)::int AS sessions,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM analytics_events e
                  WHERE e.session_id = s.session_id AND e.event = 'waitlist_joined'))::int AS waitlist_joins,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM analytics_events e
                  WHERE e.session_id = s.session_id AND e.event = 'sign_up'))::int AS sign_ups
         FROM analytics_sessions s WHERE ${where}
         GROUP BY 1 ORDER BY 1`,
        params,
      );
      const total = rows.reduce((sum, row) => sum + row.sessions, 0);
      const joins = rows.reduce((sum, row) => sum + row.waitlist_joins, 0);
      const signUps = rows.reduce((sum, row) => sum + row.sign_ups, 0);
      const rate = (count: number) =>
        total === 0 ? 0 : Math.round((count / total) * 10_000) / 100;
      return {
        totalSessions: total,
        waitlistJoins: joins,
        signUps,
        waitlistConversionRate: rate(joins),
        signUpConversionRate: rate(signUps),
        byUserType: rows.map((row) => ({
          userType: row.user_type,
          sessions: row.sessions,
          waitlistJoins: row.waitlist_joins,
          signUps: row.sign_ups,
        })),
      };
    },

    /** Feature-use events counted by feature and category, most used first. */
    async popularFeatures(timeframe: AnalyticsTimeframe, filters: Filters) {
      const { where, params, bind } = scope(timeframe, filters, 'e', 'occurred_at');
      type Row = { feature: string; category: string; uses: number; sessions: number };
      const rows = await db.query<Row>(
        `SELECT coalesce(e.properties->>'feature', e.event) AS feature,
                coalesce(e.properties->>'category', 'other') AS category,
                count(*)::int AS uses,
                count(DISTINCT e.session_id)::int AS sessions
         FROM analytics_events e
         WHERE ${where} AND e.event <> 'page_view'
         GROUP BY 1, 2 ORDER BY uses DESC, feature LIMIT ${bind(POPULAR_FEATURES_MAX)}`,
        params,
      );
      return { features: rows };
    },

    /** How demo sessions use the product: sessions, events, duration and pages. */
    async demoEngagement(timeframe: AnalyticsTimeframe, filters: Filters) {
      const { where, params, bind } = scope(
        timeframe,
        { ...filters, demoMode: true },
        'e',
        'occurred_at',
      );
      const [totals] = await db.query<{
        sessions: number;
        events: number;
        avg_duration_ms: number;
      }>(
        `WITH per_session AS (
           SELECT e.session_id, count(*) AS events,
                  max(CASE WHEN jsonb_typeof(e.properties->'sessionDuration') = 'number'
                           THEN (e.properties->>'sessionDuration')::float8 END) AS duration
           FROM analytics_events e WHERE ${where}
           GROUP BY e.session_id)
         SELECT count(*)::int AS sessions, coalesce(sum(events), 0)::int AS events,
                coalesce(avg(duration), 0)::float8 AS avg_duration_ms
         FROM per_session`,
        params,
      );
      const pages = await db.query<{ page: string; views: number }>(
        `SELECT e.properties->>'page' AS page, count(*)::int AS views
         FROM analytics_events e
         WHERE ${where} AND e.event = 'page_view' AND e.properties ? 'page'
         GROUP BY 1 ORDER BY views DESC, page LIMIT ${bind(TOP_PAGES_MAX)}`,
        params,
      );
      const sessions = totals?.sessions ?? 0;
      const events = totals?.events ?? 0;
      return {
        sessions,
        events,
        averageEventsPerSession: sessions === 0 ? 0 : Math.round((events / sessions) * 100) / 100,
        averageSessionDurationMs: Math.round(totals?.avg_duration_ms ?? 0),
        topPages: pages,
      };
    },

    /** The pages each recent session visited, in order. */
    async userJourneys(timeframe: AnalyticsTimeframe, filters: Filters) {
      const { where, params, bind } = scope(timeframe, filters, 'e', 'occurred_at');
      const rows = await db.query<{
        session_id: string;
        user_type: string | null;
        pages: string[];
        started_at: string;
      }>(
        `SELECT e.session_id, max(e.user_type) AS user_type,
                array_agg(e.properties->>'page' ORDER BY e.occurred_at, e.id) AS pages,
                ${isoTimestamp('min(e.occurred_at)')} AS started_at
         FROM analytics_events e
         WHERE ${where} AND e.event = 'page_view' AND e.session_id IS NOT NULL AND e.properties ? 'page'
         GROUP BY e.session_id ORDER BY min(e.occurred_at) DESC LIMIT ${bind(JOURNEYS_MAX)}`,
        params,
      );
      return {
        journeys: rows.map((row) => ({
          sessionId: row.session_id,
          userType: row.user_type,
          startedAt: row.started_at,
          pages: row.pages,
        })),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
