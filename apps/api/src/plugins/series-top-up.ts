import type { FastifyInstance } from 'fastify';

// The lazy top-up of repeating jobs (decision 030) as a route option (decision 054): a GET route
// that answers visits declares `config: { topUpSeries: true }`, and this plugin tops up the
// signed-in owner's due series before its handler. It is an app-wide hook that reads the
// option, so it serves every route that declares it, whatever the order of app.ts.

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route answers jobs: the owner's due series are topped up first (plugins/series-top-up.ts). */
    topUpSeries?: boolean;
  }
}

/** What the plugin needs of the series module: its top-up (the series service's). */
export type SeriesTopUp = (ownerId: string) => Promise<{ version?: number | undefined }>;

export function registerSeriesTopUp(app: FastifyInstance, topUp: SeriesTopUp): void {
  app.addHook('preHandler', async (request) => {
    // HEAD shares its GET's options; it has always been left alone.
    if (request.method !== 'GET' || !request.owner) return;
    if (request.routeOptions.config.topUpSeries !== true) return;
    // When nothing was written, the change number read with the check serves the route
    // (list-tag.ts, the dashboard's kept stats): decision 036.
    request.ownerVersion = (await topUp(request.owner.id)).version;
  });
}

/** The route options of a read that answers jobs: spread into the route's options. */
export const topsUpSeries = { config: { topUpSeries: true } } as const;
