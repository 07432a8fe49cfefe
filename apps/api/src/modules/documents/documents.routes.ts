import {
  documentCreateBody,
  documentImportBody,
  documentListQuery,
  documentPhotosBody,
  idParam,
  serverDocument,
  SHARE_TOKEN,
  shareExpiryBody,
  shareTokenParam,
} from '@jobtrack/core/wire';
import { z } from 'zod';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import type { Limit } from '../../lib/rate-limit.ts';
import {
  createRecordRoute,
  deleteRecordRoute,
  listRecordsRoute,
  readRecordRoute,
} from '../../lib/record-routes.ts';
import { requireOwner } from '../../plugins/auth.ts';
import { visitorLanguage } from '../../lib/visitor-language.ts';
import { notFoundPage, renderDocumentPage } from './document-page.ts';
import type { DocumentsService } from './documents.service.ts';

const tags = ['documents'];

const documentPhotoParams = shareTokenParam.extend({ photoId: z.string().max(100) });

/** Decision 035: the public page answers this many requests per client address a minute. */
export const DOCUMENT_PAGE_LIMIT: Limit = { max: 60, windowMs: 60_000 };

export function documentsRoutes(
  app: ZodApp,
  service: DocumentsService,
  pageLimit: Limit = DOCUMENT_PAGE_LIMIT,
): void {
  listRecordsRoute(
    app,
    '/api/documents',
    {
      tags,
      summary: "The owner's invoices and receipts, newest first (optionally one customer's)",
      query: documentListQuery,
      answer: serverDocument,
    },
    (ownerId, query) => service.list(ownerId, query.customer_id),
  );

  readRecordRoute(
    app,
    '/api/documents/:id',
    { tags, summary: 'One invoice or receipt', answer: serverDocument },
    service.get,
  );

  createRecordRoute(
    app,
    '/api/documents',
    {
      tags,
      summary: 'Make an invoice or receipt of jobs of one customer',
      description:
        'The server copies the lines (one per job, by the amount rule), totals, business and customer, and gives the next number of its kind for the owner (INV-0001, REC-0001) without gaps. A client may send the id it made (document-<uuid>): a retried create answers 200 with the document made the first time. The answer holds a share token for the public page /d/{token}.',
      body: documentCreateBody,
      answer: serverDocument,
      errors: [400, 401, 404, 409, 422],
      idempotency: 'action',
    },
    service.create,
  );

  createRecordRoute(
    app,
    '/api/documents/import',
    {
      tags,
      summary: 'Bring back an invoice or receipt of a backup file, as it was issued',
      description:
        'Keeps the number the document was issued with unless the owner already uses it (or it has none): then it takes the next one. The counter moves past the highest number kept, so no number is used twice. A fresh share token is made. Importing the same id again answers 200 with the document kept the first time; an id the owner deleted answers 409 record_deleted.',
      body: documentImportBody,
      answer: serverDocument,
      errors: [400, 401, 404, 409],
      idempotency: 'action',
    },
    service.importOne,
  );

  app.post(
    '/api/documents/:id/revoke',
    {
      schema: {
        tags,
        summary: "Revoke a document's share link: its page answers 404 from now on",
        security: bearer,
        params: idParam,
        response: { 200: serverDocument, ...errors(401, 404) },
      },
    },
    (request) => service.revoke(requireOwner(request).id, request.params.id),
  );

  app.post(
    '/api/documents/:id/share-expiry',
    {
      schema: {
        tags,
        summary: "Set when a document's share link ends (null: never, the default)",
        description:
          'From expires_at on, the public page answers 404 like a revoked link. A time in the past ends the link at once.',
        security: bearer,
        params: idParam,
        body: shareExpiryBody,
        response: { 200: serverDocument, ...errors(400, 401, 404) },
      },
    },
    (request) =>
      service.setShareExpiry(requireOwner(request).id, request.params.id, request.body.expires_at),
  );

  app.put(
    '/api/documents/:id/photos',
    {
      schema: {
        tags,
        summary: 'Choose the photos an invoice or receipt shows (its public page and PDF)',
        description:
          'photo_ids: photos of the document’s own jobs, at most 20, in the order shown; [] shows none. Any other id answers 400 and changes nothing.',
        security: bearer,
        params: idParam,
        body: documentPhotosBody,
        response: { 200: serverDocument, ...errors(400, 401, 404) },
      },
    },
    (request) =>
      service.setPhotos(requireOwner(request).id, request.params.id, request.body.photo_ids),
  );

  deleteRecordRoute(
    app,
    '/api/documents/:id',
    { tags, summary: 'Delete an invoice or receipt (its number is not used again)' },
    service.delete,
  );

  app.get(
    '/d/:token',
    {
      schema: {
        tags,
        summary: 'The public, read-only page of a shared document (HTML, no sign-in)',
        description:
          'Answers the one document of the token, or 404 for an unknown, revoked or expired token, and once the document, its customer or the account is deleted. Rate-limited per client address; never indexed.',
        params: shareTokenParam,
      },
      // The page's headers go on every answer, the 429 of its limit included.
      preHandler: async (_request, reply) => {
        void reply
          .header('X-Robots-Tag', 'noindex, nofollow')
          .header('Cache-Control', 'no-store')
          .header('Referrer-Policy', 'no-referrer')
          .type('text/html; charset=utf-8');
      },
      config: {
        rateLimit: [{ key: (request) => `document-page:${request.ip}`, limit: pageLimit }],
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const document = SHARE_TOKEN.test(token) ? await service.byToken(token) : undefined;
      if (!document) {
        return reply
          .status(404)
          .send(notFoundPage(visitorLanguage(request.headers['accept-language'])));
      }
      const extras = await service.pageExtras(document.owner_id, document);
      return reply.send(await renderDocumentPage(document, { ...extras, token }));
    },
  );

  app.get(
    '/d/:token/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'A photo shown on a shared document’s public page (no sign-in)',
        description:
          'Only a photo chosen for the document, or the signature of one of its jobs; any other, and an unknown, revoked or expired token, answers 404. Rate-limited with the page; never indexed.',
        params: documentPhotoParams,
      },
      preHandler: async (_request, reply) => {
        void reply
          .header('X-Robots-Tag', 'noindex, nofollow')
          .header('Cache-Control', 'no-store')
          .header('Referrer-Policy', 'no-referrer');
      },
      config: {
        rateLimit: [{ key: (request) => `document-page:${request.ip}`, limit: pageLimit }],
      },
    },
    async (request, reply) => {
      const { token, photoId } = request.params;
      const document = SHARE_TOKEN.test(token) ? await service.byToken(token) : undefined;
      const file = document && (await service.pagePhoto(document.owner_id, document, photoId));
      if (!file) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(notFoundPage(visitorLanguage(request.headers['accept-language'])));
      }
      return reply.header('ETag', file.etag).type(file.contentType).send(file.bytes);
    },
  );
}
