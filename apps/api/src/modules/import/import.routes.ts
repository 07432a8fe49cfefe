import {
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_CHUNK_MAX_RECORDS,
  importChunkAnswer,
  importChunkBody,
} from '@jobtrack/core/wire';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { requireOwner } from '../../plugins/auth.ts';
import type { ImportService } from './import.service.ts';

const tags = ['import'];

export function importRoutes(app: ZodApp, service: ImportService): void {
  app.post(
    '/api/import',
    {
      // One chunk of a backup: a few hundred records, or a document with its logo.
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Bring back one chunk of records of a backup file',
        description: `Up to ${IMPORT_CHUNK_MAX_RECORDS} records of one kind (customers, series, jobs, payments, documents, quotes, photos; in that order, so what a record names is there first; a photo’s files follow as uploads), each with its own id and kept as it was (created time, status, payments, series link, skipped flag; a series with how far its visits were made, which are jobs of the same file). Each record is answered in order: created, kept (the owner has that id: left as it is, so a chunk sent again writes nothing), deleted (the owner deleted that id: it stays deleted) or refused with the reason (it does not read, its customer is unknown, it clashes with a kept record). One record never refuses the chunk.`,
        security: bearer,
        body: importChunkBody,
        response: { 200: importChunkAnswer, ...errors(400, 401) },
      },
    },
    async (request) => ({
      results: await service.importChunk(requireOwner(request).id, request.body),
    }),
  );
}
