// Builds the whole server without listening, so tests inject requests into the real app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDb, type Db } from './db/db.ts';
import { backupBeforeMigrations } from './db/backup.ts';
import { migrate } from './db/migrate.ts';
import { pruneRateLimits } from './lib/rate-limit.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, REVOKED_TOKENS_CHANNEL } from './modules/auth/auth.service.ts';
import { createCustomersRepository } from './modules/customers/customers.repository.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { createCustomersService } from './modules/customers/customers.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createDocumentsRepository } from './modules/documents/documents.repository.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createJobsRepository } from './modules/jobs/jobs.repository.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { createVisitsRepository } from './modules/jobs/visits.repository.ts';
import { createSeriesRepository } from './modules/series/series.repository.ts';
import { seriesRoutes } from './modules/series/series.routes.ts';
import { createSeriesService, serverToday } from './modules/series/series.service.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createSyncRepository } from './modules/sync/sync.repository.ts';
import { syncRoutes } from './modules/sync/sync.routes.ts';
import { createImportRepository } from './modules/import/import.repository.ts';
import { importRoutes } from './modules/import/import.routes.ts';
import { createImportService } from './modules/import/import.service.ts';
import { createSyncService } from './modules/sync/sync.service.ts';
import { photoStoreFor } from './modules/photos/photo-store.ts';
import { createPhotosRepository } from './modules/photos/photos.repository.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { createPhotosService } from './modules/photos/photos.service.ts';
import { createQuotesRepository } from './modules/quotes/quotes.repository.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { createQuotesService } from './modules/quotes/quotes.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createWaitlistRepository } from './modules/waitlist/waitlist.repository.ts';
import { createWaitlistService } from './modules/waitlist/waitlist.service.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { registerAccessLog } from './plugins/access-log.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDemoMode } from './plugins/demo-mode.ts';
import { registerDocs } from './plugins/docs.ts';
import { errorBody, registerErrorHandler } from './plugins/errors.ts';
import { pruneIdempotencyKeys, registerIdempotency } from './plugins/idempotency.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSeriesTopUp } from './plugins/series-top-up.ts';
import { registerWeb } from './plugins/web.ts';

const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);
const BODY_LIMIT_BYTES = 256 * 1024;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export type AppOptions = {
  config: Config;
  /** An open database to use instead of opening one from the config (tests share one). */
  db?: Db;
  webDist?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

export type App = FastifyInstance & {
  db: Db;
  /** What the server deletes every 10 minutes: old limits, keys, failures and analytics. */
  prune: () => Promise<void>;
  /** Every route the app serves (HEAD included), in the order registered. */
  routes: readonly RegisteredRoute[];
};

export type RegisteredRoute = { method: string; url: string };

export async function buildApp({
  config,
  db: givenDb,
  webDist,
  logger = true,
  logStream,
}: AppOptions): Promise<App> {
  const db =
    givenDb ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      fsync: config.pgliteFsync,
    }));
  // An existing embedded database is copied before migrations change it (decision 057).
  const isOnDisk = db.engine === 'pglite' && config.dataDir !== 'memory://' && !config.databaseUrl;
  await migrate(db, {
    ...(isOnDisk ? { beforeMigrating: () => backupBeforeMigrations(db, config.dataDir) } : {}),
  });

  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          // Belt and braces: no credential reaches the log even if a line ever carries a request.
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers["x-admin-password"]',
              'req.headers.cookie',
              'req.body.password',
              '*.password',
              '*.token',
            ],
            censor: '[redacted]',
          },
        }
      : false,
    // Per-request lines cost more than the request itself under load (issue 12): off, and at
    // most one access line when ACCESS_LOG is on (registerAccessLog).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    // Bad URLs are refused by the router before any hook runs; answer them in our shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply
        .status(error.statusCode ?? 400)
        .header('Cache-Control', 'no-store')
        .send(
          errorBody(
            'malformed_body',
            error.statusCode === 414 ? 'The request URL is too long' : 'Malformed request URL',
          ),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, for the checks that must cover them all (decision 056).
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (config.accessLog) registerAccessLog(app);
  await registerCompression(app);
  const hasWeb = await registerWeb(app, webDist ?? config.webDist ?? DEFAULT_WEB_DIST, config);
  registerErrorHandler(app, { spaFallback: hasWeb });
  await registerSecurity(app, config.corsOrigins);
  await registerDocs(app, config.version);

  // Tokens are kept in memory only while this process hears every revoked one (decision 056).
  let hearsRevocations = () => false;
  const authService = createAuthService(createAuthRepository(db), {
    mayKeepTokens: () => hearsRevocations(),
  });
  hearsRevocations = (
    await db.listen(REVOKED_TOKENS_CHANNEL, {
      onPayload: authService.forgetToken,
      onLost: authService.forgetAllTokens,
    })
  ).isListening;
  const customersService = createCustomersService(createCustomersRepository(db));
  const jobsService = createJobsService(createJobsRepository(db), createVisitsRepository(db));
  const seriesService = createSeriesService(
    createSeriesRepository(db, jobsService.visits),
    jobsService,
  );
  const profileService = createProfileService(createProfileRepository(db));
  const photoStore = photoStoreFor(db, config);
  const photosService = createPhotosService(createPhotosRepository(db, photoStore), photoStore, {
    quotaBytes: config.photoQuotaBytes,
  });
  const documentsService = createDocumentsService(
    createDocumentsRepository(db),
    customersService,
    profileService,
    photosService,
  );
  const paymentsService = createPaymentsService(createPaymentsRepository(db));
  const quotesService = createQuotesService(
    createQuotesRepository(db),
    customersService,
    profileService,
  );
  const syncService = createSyncService(createSyncRepository(db), {
    payments: paymentsService,
    customers: customersService,
    jobs: jobsService,
    profile: profileService,
    documents: documentsService,
    series: seriesService,
    quotes: quotesService,
    photos: photosService,
  });
  const dashboardService = createDashboardService(createDashboardRepository(db), jobsService);
  const analyticsService = createAnalyticsService(createAnalyticsRepository(db), {
    adminPassword: config.adminPassword,
    retentionMonths: config.analyticsRetentionMonths,
  });

  // Per client address, shared by every process through the database (docs/architecture.md §5).
  const addressLimit = { max: config.authRateLimit, windowMs: 60_000 };

  registerDemoMode(app, config.demoMode);
  registerAuth(app, authService);
  registerIdempotency(app, db);
  registerRateLimit(app, db);
  registerSeriesTopUp(app, seriesService.topUp);
  systemRoutes(app, config, db);
  authRoutes(app, authService, addressLimit);
  accountRoutes(app, createAccountService(createAccountRepository(db), authService, photosService));
  customersRoutes(app, customersService);
  seriesRoutes(app, seriesService);
  jobsRoutes(app, jobsService);
  dashboardRoutes(app, dashboardService);
  waitlistRoutes(app, createWaitlistService(createWaitlistRepository(db)), addressLimit);
  analyticsRoutes(app, analyticsService);
  profileRoutes(app, profileService);
  syncRoutes(app, syncService);
  documentsRoutes(app, documentsService);
  importRoutes(
    app,
    createImportService(
      createImportRepository(db),
      documentsService,
      quotesService,
      serverToday,
      photosService,
    ),
  );
  paymentsRoutes(app, paymentsService);
  quotesRoutes(app, quotesService);
  photosRoutes(app, photosService);

  const prune = async () => {
    await Promise.all([
      pruneRateLimits(db, 60 * 60 * 1000),
      pruneIdempotencyKeys(db),
      authService.prune(),
      analyticsService.prune(),
    ]);
  };
  const pruner = setInterval(() => {
    prune().catch((error: unknown) => app.log.warn({ err: error }, 'prune failed'));
  }, PRUNE_EVERY_MS);
  pruner.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruner);
    if (!givenDb) await db.close();
  });

  return Object.assign(app as unknown as FastifyInstance, { db, prune, routes });
}
