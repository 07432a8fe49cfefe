import {
  idParam,
  photoCreateBody,
  photoFileParams,
  photoUpdateBody,
  serverPhoto,
  conflictsField,
  type PhotoFileKind,
} from '@jobtrack/core/wire';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { createRecordRoute, deleteRecordRoute, readRecordRoute } from '../../lib/record-routes.ts';
import { requireOwner } from '../../plugins/auth.ts';
import { fileLimit, type PhotosService } from './photos.service.ts';

const tags = ['photos'];

/** A photo's bytes never change: a browser keeps them for good, for this user only. */
export const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The raw body of an upload, read up to the kind's limit: past it, 413 and nothing kept. */
function readRawBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
): void {
  const kind: PhotoFileKind = request.url.split('?')[0]?.endsWith('/thumb') ? 'thumb' : 'image';
  const limit = fileLimit(kind);
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > limit) {
      finish(
        new AppError(
          'photo_too_large',
          `The file is too large: at most ${Math.round(limit / 1024)} KB`,
        ),
      );
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error: Error) => finish(error));
}

export function photosRoutes(app: ZodApp, service: PhotosService): void {
  readRecordRoute(
    app,
    '/api/photos/:id',
    {
      tags,
      summary: 'One photo of a job (its record; the files are read apart)',
      answer: serverPhoto,
    },
    service.get,
  );

  createRecordRoute(
    app,
    '/api/photos',
    {
      tags,
      summary: 'Add a photo to a job (its record: the image and thumbnail follow)',
      description:
        'The device makes the id (photo-<uuid>) and sends the record first, through its outbox; it uploads the image (PUT /api/photos/{id}/image) and the thumbnail afterwards. The same id again answers 200 with the record kept the first time; a job not the owner’s answers 404; an id the owner deleted, 409 record_deleted. A job holds at most 100 photos (the signature included). `uploaded` stays false until the image is stored.',
      body: photoCreateBody,
      answer: serverPhoto,
      errors: [400, 401, 404, 409],
      idempotency: 'action',
    },
    service.create,
  );

  app.patch(
    '/api/photos/:id',
    {
      schema: {
        tags,
        summary: "Change a photo's label or caption",
        description:
          'The fields given are changed, the others kept. With `base` (the values this device last saw) a field another device changed meanwhile keeps its stored value and is named in `conflicts`. A signature stays a signature and no photo becomes one (400).',
        security: bearer,
        params: idParam,
        body: photoUpdateBody,
        response: { 200: serverPhoto.extend(conflictsField), ...errors(400, 401, 404) },
      },
    },
    (request) => service.update(requireOwner(request).id, request.params.id, request.body),
  );

  deleteRecordRoute(
    app,
    '/api/photos/:id',
    {
      tags,
      summary: 'Delete a photo: its record (a tombstone for the other devices) and its files',
    },
    service.delete,
  );

  app.get(
    '/api/photos/:id/:kind',
    {
      schema: {
        tags,
        summary: "A photo's image or thumbnail (the bytes)",
        description:
          'Owner-checked: another owner’s photo answers 404 like an unknown one, and so does a file not uploaded yet. The bytes never change: `Cache-Control: private, max-age=31536000, immutable` and an ETag (If-None-Match answers 304).',
        security: bearer,
        params: photoFileParams,
        response: {
          200: z.any().describe('The image: image/jpeg, image/webp or image/png'),
          304: z.null().describe('The file named by If-None-Match'),
          ...errors(400, 401, 404),
        },
      },
      config: { ownCacheControl: true },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const file = await service.readFile(requireOwner(request).id, id, kind);
      if (!file) throw new AppError('not_found', 'Photo not found');
      void reply.header('Cache-Control', PHOTO_CACHE_CONTROL).header('ETag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send(null);
      return reply.type(file.contentType).send(file.bytes);
    },
  );

  // The uploads read their body raw, whatever its Content-Type says: the bytes are checked.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readRawBody);
    scope.put(
      '/api/photos/:id/:kind',
      {
        schema: {
          tags,
          summary: "Upload a photo's image or thumbnail (raw bytes)",
          description:
            'The body is the file itself (Content-Type image/jpeg, image/webp or image/png; the bytes are checked, not the header). Once the photo’s record is on the server (else 404: retry later). The same bytes again answer 200 and are kept once; other bytes than the ones kept, 409. Refused, storing nothing: not a JPEG, WebP or PNG (415 not_an_image); an image over 2 MB, a thumbnail over 200 KB or a signature over 100 KB (413 photo_too_large); past the owner’s storage (413 storage_full); a signature that is not a PNG (400). When the image is stored the photo’s `uploaded` becomes true (the other devices pull it). Answers 200 with the photo, stored now or before.',
          security: bearer,
          params: photoFileParams,
          response: {
            200: serverPhoto,
            ...errors(400, 401, 404, 409, 413, 415),
          },
        },
        bodyLimit: fileLimit('image') + 1,
      },
      async (request, reply) => {
        const { id, kind } = request.params;
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError('not_an_image', 'The file is not a JPEG, WebP or PNG image');
        }
        const { photo } = await service.upload(requireOwner(request).id, id, kind, body);
        return reply.send(photo);
      },
    );
  });
}
