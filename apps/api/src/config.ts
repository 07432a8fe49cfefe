import { z } from 'zod';

// Configuration is read from the environment at run time and checked once, at boot (docs/architecture.md §3).

/** The product's own site: where CORS_ORIGINS points when neither it nor PUBLIC_URL is set. */
const PRODUCT_SITE = 'https://jobtrack.app';
export const DEFAULT_DEMO_EMAIL = 'demo@jobtrack.app';
export const DEFAULT_DEMO_PASSWORD = 'demo123';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const url = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an http(s) URL',
  });

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .refine((port) => port > 0 && port < 65536, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEMO_MODE: boolean.default(true),
  AUTO_BACKUP: boolean.default(true),
  PGLITE_FSYNC: boolean.default(true),
  DEMO_EMAIL: z.email('must be an e-mail address').default(DEFAULT_DEMO_EMAIL),
  DEMO_PASSWORD: z.string().min(1).default(DEFAULT_DEMO_PASSWORD),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PUBLIC_URL: url.optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|false|true)$/, 'must be false, true or a number of proxy hops')
    .default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_LOG: boolean.default(false),
  BUILD_HASH: z.string().max(64).optional(),
  WEB_DIST: z.string().min(1).optional(),
  AUTH_RATE_LIMIT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= 1, 'must be at least 1')
    .default(100),
  PHOTOS_DIR: z.string().min(1).optional(),
  PHOTO_QUOTA_MB: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of megabytes')
    .transform(Number)
    .refine((value) => value >= 1, 'must be at least 1')
    .default(2048),
  ANALYTICS_RETENTION_MONTHS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of months')
    .transform(Number)
    .refine((value) => value >= 1, 'must be at least 1')
    .default(13),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoMode: boolean;
  /** Daily backups of the embedded database under DATA_DIR/backups (issue 11). */
  autoBackup: boolean;
  /** The embedded database flushes each commit to the disk (decision 057); false trades that for speed. */
  pgliteFsync: boolean;
  demoEmail: string;
  demoPassword: string;
  adminPassword: string | undefined;
  /**
   * Where share links and QR link codes point; null when unset: the address the app is served
   * from (decision 025), so a self-hosted install never prints codes pointing elsewhere.
   */
  publicUrl: string | null;
  corsOrigins: string[];
  trustProxy: boolean | number;
  logLevel: string;
  /** One line per request (method, path, status, time) at info; off by default (decision 022). */
  accessLog: boolean;
  buildHash: string;
  version: string;
  /** A built web app to serve instead of apps/web/dist. */
  webDist: string | undefined;
  /** Sign-in, sign-up and waitlist calls per client address per minute. */
  authRateLimit: number;
  /** Analytics events and sessions older than this many months are deleted (decision 056). */
  analyticsRetentionMonths: number;
  /**
   * Where photo files are kept (decision 067): this folder when set; else DATA_DIR/photos on the
   * embedded database, and the database itself on PostgreSQL.
   */
  photosDir: string | undefined;
  /** Each owner's storage for photos, in bytes (PHOTO_QUOTA_MB, 2 GB by default). */
  photoQuotaBytes: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The product's own site and its www variant (spec §7); an address or localhost has none. */
function defaultOrigins(publicUrl: string): string[] {
  const { protocol, host, hostname } = new URL(publicUrl);
  const bare = host.replace(/^www\./, '');
  const hasWwwVariant =
    hostname.includes('.') && !/^[\d.]+$/.test(hostname) && !hostname.includes(':');
  return hasWwwVariant
    ? [`${protocol}//${bare}`, `${protocol}//www.${bare}`]
    : [`${protocol}//${host}`];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as shells and .env files usually mean it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const corsOrigins = values.CORS_ORIGINS
    ? values.CORS_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/$/, ''))
    : defaultOrigins(values.PUBLIC_URL ?? PRODUCT_SITE);
  const badOrigins = corsOrigins.filter((origin) => !URL.canParse(origin));
  if (badOrigins.length > 0) {
    throw new ConfigError([`CORS_ORIGINS: not a URL: ${badOrigins.join(', ')}`]);
  }
  const trust = values.TRUST_PROXY;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    demoMode: values.DEMO_MODE,
    autoBackup: values.AUTO_BACKUP,
    pgliteFsync: values.PGLITE_FSYNC,
    demoEmail: values.DEMO_EMAIL.toLowerCase(),
    demoPassword: values.DEMO_PASSWORD,
    adminPassword: values.ADMIN_PASSWORD,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    corsOrigins,
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : Number(trust),
    logLevel: values.LOG_LEVEL,
    accessLog: values.ACCESS_LOG,
    buildHash: values.BUILD_HASH ?? 'dev',
    authRateLimit: values.AUTH_RATE_LIMIT,
    analyticsRetentionMonths: values.ANALYTICS_RETENTION_MONTHS,
    photosDir: values.PHOTOS_DIR,
    photoQuotaBytes: values.PHOTO_QUOTA_MB * 1024 * 1024,
    webDist: values.WEB_DIST,
    version: '1.0.0',
  };
}
