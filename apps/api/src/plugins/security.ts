import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * The answer keeps the route's own Cache-Control (a photo's bytes never change, decision
     * 067) instead of the no-store of every other /api answer.
     */
    ownCacheControl?: boolean;
  }
}

/** Helmet's headers that only mean something for a page a browser renders. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * What helmet ends up sending on a JSON answer (after the hook below trims it), set as one fixed
 * list: helmet rebuilds its middleware from the options on every request, a tenth of a by-id
 * read's CPU (issue 12, decision 036), so the JSON routes skip it.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

/** The API's JSON routes; /api/docs is a page, and keeps helmet's full set. */
const isJsonRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Security headers, CORS for the product's own origins, and no caching of API answers. */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  // Before helmet's own onRoute hook, which reads this.
  app.addHook('onRoute', (routeOptions) => {
    if (isJsonRoute(routeOptions.url ?? '')) Object.assign(routeOptions, { helmet: false });
  });
  await app.register(helmet, {
    // A CSP fit for the PWA: own scripts and workers, data/blob images (QR codes), camera video.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // CSP frame-ancestors 'none' already forbids framing, in every browser that matters.
    xFrameOptions: false,
  });
  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Admin-Password', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'X-Next-Cursor'],
    maxAge: 600,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    // Every /api answer, whatever a route or plugin set: nothing of an owner's stays in a
    // browser's disk cache after sign-out (decision 056; the lists keep their ETag and 304).
    // A photo's bytes are the one exception (decision 067): private, immutable, kept.
    const keepsOwn = request.routeOptions.config.ownCacheControl === true && reply.statusCode < 400;
    if (!keepsOwn) void reply.header('Cache-Control', 'no-store');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html')) return payload;
    // A JSON answer (or a bodiless 304) is never a document: the policy that fits it is the short one, and the
    // headers that only steer documents are dropped. The app pulls every 30 s, so each byte of
    // an idle answer counts on a phone plan (issue 9: ≤ 5 KB in 5 idle minutes).
    void reply.headers(API_HEADERS);
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    if (reply.statusCode !== 304) return payload;
    // A 304 has no body, so nothing to type or measure.
    reply.removeHeader('content-type');
    return '';
  });
}
