import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  idParam,
  quoteAcceptBody,
  quoteAnswerWire,
  quoteCreateBody,
  quoteDeclineBody,
  quoteImportBody,
  quoteLinkBody,
  quoteListQuery,
  quoteUpdateAnswer,
  quoteUpdateBody,
  serverQuote,
  type ServerQuote,
  SHARE_TOKEN,
  shareExpiryBody,
  shareTokenParam,
} from '@jobtrack/core/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limit } from '../../lib/rate-limit.ts';
import {
  createRecordRoute,
  deleteRecordRoute,
  listRecordsRoute,
  readRecordRoute,
} from '../../lib/record-routes.ts';
import { requireOwner } from '../../plugins/auth.ts';
import { visitorLanguage } from '../../lib/visitor-language.ts';
import { notFoundPage, QUOTE_ASSETS, renderQuotePage } from './quote-page.ts';
import type { QuotesService } from './quotes.service.ts';

const tags = ['quotes'];

/** The public page and its answers: this many requests per client address a minute (as /d/). */
export const QUOTE_PAGE_LIMIT: Limit = { max: 60, windowMs: 60_000 };

/**
 * The page's two scripts, read once: the signature_pad library's minified UMD build from its
 * package, and the page's own (beside this file; beside the bundle once built).
 */
function pageScripts() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const library = createRequire(import.meta.url).resolve('signature_pad');
  return {
    [QUOTE_ASSETS.signaturePad]: readFileSync(
      path.join(path.dirname(library), 'signature_pad.umd.min.js'),
      'utf8',
    ),
    [QUOTE_ASSETS.client]: readFileSync(path.join(here, 'quote-page.client.js'), 'utf8'),
  };
}

/** The public page's headers, on every answer of its routes (their 429 included). */
const pageHeaders = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer');
};

export function quotesRoutes(
  app: ZodApp,
  service: QuotesService,
  pageLimit: Limit = QUOTE_PAGE_LIMIT,
): void {
  listRecordsRoute(
    app,
    '/api/quotes',
    {
      tags,
      summary: "The owner's quotes, newest first (optionally one customer's)",
      query: quoteListQuery,
      answer: serverQuote,
    },
    (ownerId, query) => service.list(ownerId, query.customer_id),
  );

  readRecordRoute(
    app,
    '/api/quotes/:id',
    { tags, summary: 'One quote, with the customer’s answer once given', answer: serverQuote },
    service.get,
  );

  createRecordRoute(
    app,
    '/api/quotes',
    {
      tags,
      summary: 'Make a quote for a customer',
      description:
        'The server copies the business (from the profile) and the customer, and gives the owner’s next number (Q-0001, Q-0002, …) without gaps. valid_until defaults to issued_date + 30 days and must not come before it. A client may send the id it made (quote-<uuid>): a retried create answers 200 with the quote made the first time. The answer holds a share token for the customer’s page /q/{token}.',
      body: quoteCreateBody,
      answer: serverQuote,
      errors: [400, 401, 404, 409, 422],
      idempotency: 'action',
    },
    service.create,
  );

  createRecordRoute(
    app,
    '/api/quotes/import',
    {
      tags,
      summary: 'Bring back a quote of a backup file, as it was',
      description:
        'Keeps the number, the dates and the customer’s answer (signature included) unless the owner already uses that number (or it has none): then it takes the next one. A fresh share token is made; the job and series are kept only when the owner has them. Importing the same id again answers 200 with the quote kept the first time; an id the owner deleted answers 409 record_deleted.',
      body: quoteImportBody,
      answer: serverQuote,
      errors: [400, 401, 404, 409],
      idempotency: 'action',
    },
    service.importOne,
  );

  app.put(
    '/api/quotes/:id',
    {
      schema: {
        tags,
        summary: 'Change a quote the customer has not answered (items, notes, valid-until, repeat)',
        description:
          'Once the customer accepted or declined it: 409 quote_answered. With base (the values this device last saw of the fields it changes), a field another device changed meanwhile keeps its stored value and is named in conflicts (mine: the value sent, theirs: the value kept).',
        security: bearer,
        params: idParam,
        body: quoteUpdateBody,
        response: { 200: quoteUpdateAnswer, ...errors(400, 401, 404, 409) },
      },
    },
    (request) => service.update(requireOwner(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/quotes/:id/sent',
    {
      schema: {
        tags,
        summary:
          'The owner sent the quote (share sheet, text, e-mail): sets sent_at the first time',
        security: bearer,
        params: idParam,
        response: { 200: serverQuote, ...errors(401, 404) },
      },
    },
    (request) => service.markSent(requireOwner(request).id, request.params.id),
  );

  app.post(
    '/api/quotes/:id/revoke',
    {
      schema: {
        tags,
        summary: "Revoke a quote's share link: its page answers 404 from now on",
        security: bearer,
        params: idParam,
        response: { 200: serverQuote, ...errors(401, 404) },
      },
    },
    (request) => service.revoke(requireOwner(request).id, request.params.id),
  );

  app.post(
    '/api/quotes/:id/share-expiry',
    {
      schema: {
        tags,
        summary: "Set when a quote's share link ends (null: never, the default)",
        security: bearer,
        params: idParam,
        body: shareExpiryBody,
        response: { 200: serverQuote, ...errors(400, 401, 404) },
      },
    },
    (request) =>
      service.setShareExpiry(requireOwner(request).id, request.params.id, request.body.expires_at),
  );

  app.post(
    '/api/quotes/:id/link',
    {
      schema: {
        tags,
        summary: 'Link the job or repeating series made from an accepted quote',
        description:
          '409 quote_not_accepted unless the customer accepted it; 404 when the job or series is not the owner’s. The first link stays: linking again answers the quote as it is.',
        security: bearer,
        params: idParam,
        body: quoteLinkBody,
        response: { 200: serverQuote, ...errors(400, 401, 404, 409) },
      },
    },
    (request) => service.link(requireOwner(request).id, request.params.id, request.body),
  );

  deleteRecordRoute(
    app,
    '/api/quotes/:id',
    { tags, summary: 'Delete a quote (its number is not used again; its page answers 404)' },
    service.delete,
  );

  publicPageRoutes(app, service, pageLimit);
}

/** The customer's page /q/{token} and its two answers (no sign-in). */
function publicPageRoutes(app: ZodApp, service: QuotesService, pageLimit: Limit): void {
  const scripts = pageScripts();
  const limited = (name: string) => ({
    rateLimit: [{ key: (request: FastifyRequest) => `${name}:${request.ip}`, limit: pageLimit }],
  });
  /** The quote of a well-formed, live token, or undefined. */
  const byToken = (token: string) => (SHARE_TOKEN.test(token) ? service.byToken(token) : undefined);

  for (const [url, source] of Object.entries(scripts)) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(source),
    );
  }

  app.get(
    '/q/:token',
    {
      schema: {
        tags,
        summary: "The customer's page of a quote: accept with a signature, or decline (HTML)",
        description:
          'In the quote’s language; the first opening sets viewed_at. Answers 404 for an unknown, revoked or expired token, and once the quote, its customer or the account is deleted. Rate-limited per client address; never indexed.',
        params: shareTokenParam,
      },
      preHandler: async (request, reply) => {
        await pageHeaders(request, reply);
        void reply.type('text/html; charset=utf-8');
      },
      config: limited('quote-page'),
    },
    async (request, reply) => {
      const { token } = request.params;
      const found = await byToken(token);
      if (!found) {
        return reply
          .status(404)
          .send(notFoundPage(visitorLanguage(request.headers['accept-language'])));
      }
      const quote = found.quote.viewed_at
        ? found.quote
        : ((await service.markViewed(found.ownerId, found.quote.id)) ?? found.quote);
      return reply.send(await renderQuotePage(quote, token));
    },
  );

  const answerRoute = <Body extends typeof quoteAcceptBody | typeof quoteDeclineBody>(
    action: 'accept' | 'decline',
    body: Body,
    summary: string,
    answer: (ownerId: string, id: string, body: z.output<Body>) => Promise<ServerQuote>,
  ) =>
    app.post(
      `/q/:token/${action}`,
      {
        schema: {
          tags,
          summary,
          description:
            'No sign-in. The same decision again answers the stored one (a double tap records one answer); the other decision after it: 409 quote_answered; past the valid-until day: 409 quote_expired; an unknown, revoked or expired link: 404. Rate-limited per client address.',
          params: shareTokenParam,
          body,
          response: {
            200: z.object({ answer: quoteAnswerWire }),
            ...errors(400, 404, 409, 429),
          },
        },
        preHandler: pageHeaders,
        config: limited('quote-answer'),
      },
      async (request) => {
        const params = request.params as { token: string };
        const found = await byToken(params.token);
        if (!found) throw new AppError('not_found', 'Quote not found');
        const stored = await answer(found.ownerId, found.quote.id, request.body as z.output<Body>);
        // Answered now or before: a stored quote here always holds its answer.
        return { answer: stored.answer! };
      },
    );

  answerRoute(
    'accept',
    quoteAcceptBody,
    'The customer accepts the quote: name, signature (PNG) and the optional items ticked',
    service.accept,
  );
  answerRoute(
    'decline',
    quoteDeclineBody,
    'The customer declines the quote, with an optional reason',
    service.decline,
  );
}
