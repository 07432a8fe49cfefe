import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { ApiErrorCode } from '@jobtrack/core/wire';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../lib/errors.ts';
import { checkRateLimit, hitRateLimit, type Limit } from '../lib/rate-limit.ts';

// Rate limits as route options (decision 041): a route names its limits in
// `config: { rateLimit: [...] }` and this plugin gives that route, and only that route, a
// preHandler that counts them in PostgreSQL (lib/rate-limit.ts, shared by every process). Past a
// limit the request answers 429 rate_limited with Retry-After, before the handler runs.

export type RateLimitRule = {
  /** The counter this request counts against, e.g. `login:${request.ip}`. */
  key: (request: FastifyRequest) => string;
  limit: Limit;
  /**
   * Without: every request counts, and the one past `max` is refused. With: a request is only
   * refused once `max` are used up, and counts when its answer is this error (e.g. the sign-ups
   * that found the e-mail taken, decision 019).
   */
  countOnly?: ApiErrorCode;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route's limits, checked in this order after validation (plugins/rate-limit.ts). */
    rateLimit?: RateLimitRule[];
  }
}

type Hook<T> = T | T[] | undefined;
const listOf = <T>(hooks: Hook<T>): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** Must be registered before the routes: it adds its hooks to each route that names limits. */
export function registerRateLimit(app: FastifyInstance, db: Queryable): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const rules = route.config?.rateLimit;
    if (!rules || rules.length === 0) return;

    const limit = async (request: FastifyRequest) => {
      for (const rule of rules) {
        const key = rule.key(request);
        await (rule.countOnly ? checkRateLimit : hitRateLimit)(db, key, rule.limit);
      }
    };
    route.preHandler = [...listOf(route.preHandler), limit];

    const counted = rules.filter((rule) => rule.countOnly);
    if (counted.length === 0) return;
    const countFailure = async (
      request: FastifyRequest,
      _reply: FastifyReply,
      error: FastifyError,
    ) => {
      for (const rule of counted) {
        if (error instanceof AppError && error.code === rule.countOnly) {
          await hitRateLimit(db, rule.key(request), rule.limit).catch(() => undefined);
        }
      }
    };
    route.onError = [...listOf(route.onError), countFailure];
  });
}
