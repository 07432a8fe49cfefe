import { IMPORT_RECORDS, type ImportChunkBody, type ImportKind } from '@jobtrack/core/wire';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { Created } from '../../db/changes.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { ImportRepository, RecordOutcome } from './import.repository.ts';

const idOf = (record: unknown): string => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id.slice(0, 200) : '';
};

/** The first problem of a record that does not read, in the words of a 400 answer. */
const problemOf = (error: z.ZodError): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'unreadable record';
};

/**
 * Documents and quotes keep their own import (numbers, share tokens: decisions 034, 061), one
 * record at a time.
 */
async function importOneByOne<Record extends { id: string }>(
  importOne: (ownerId: string, record: Record) => Promise<Created<unknown>>,
  ownerId: string,
  records: readonly Record[],
): Promise<RecordOutcome[]> {
  const results: RecordOutcome[] = [];
  for (const record of records) {
    try {
      const { created } = await importOne(ownerId, record);
      results.push({ id: record.id, outcome: created ? 'created' : 'kept' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push(
        error.code === 'record_deleted'
          ? { id: record.id, outcome: 'deleted' }
          : { id: record.id, outcome: 'refused', error: error.message },
      );
    }
  }
  return results;
}

/**
 * The backup import (decision 049): each record of the chunk is checked on its own (one that does
 * not read is refused, not the chunk), then the kind's importer writes the rest.
 */
export function createImportService(
  repository: ImportRepository,
  documents: DocumentsService,
  quotes: QuotesService,
  today: () => string,
  photos: Pick<PhotosService, 'create'>,
) {
  const importers: {
    [K in ImportKind]: (
      ownerId: string,
      records: z.output<(typeof IMPORT_RECORDS)[K]>[],
    ) => Promise<RecordOutcome[]>;
  } = {
    customers: (ownerId, records) => repository.customers(ownerId, records),
    series: (ownerId, records) => repository.series(ownerId, records, today()),
    jobs: (ownerId, records) => repository.jobs(ownerId, records),
    payments: (ownerId, records) => repository.payments(ownerId, records),
    documents: (ownerId, records) => importOneByOne(documents.importOne, ownerId, records),
    quotes: (ownerId, records) => importOneByOne(quotes.importOne, ownerId, records),
    photos: (ownerId, records) => importOneByOne(photos.create, ownerId, records),
  };

  return {
    async importChunk(ownerId: string, body: ImportChunkBody): Promise<RecordOutcome[]> {
      const schema = IMPORT_RECORDS[body.kind];
      const results: (RecordOutcome | undefined)[] = [];
      const valid: { index: number; record: unknown }[] = [];
      body.records.forEach((record, index) => {
        const parsed = schema.safeParse(record);
        if (parsed.success) valid.push({ index, record: parsed.data });
        else
          results[index] = { id: idOf(record), outcome: 'refused', error: problemOf(parsed.error) };
      });
      if (valid.length > 0) {
        const importer = importers[body.kind] as (
          ownerId: string,
          records: unknown[],
        ) => Promise<RecordOutcome[]>;
        const written = await importer(
          ownerId,
          valid.map((entry) => entry.record),
        );
        valid.forEach((entry, position) => (results[entry.index] = written[position]));
      }
      return results as RecordOutcome[];
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
