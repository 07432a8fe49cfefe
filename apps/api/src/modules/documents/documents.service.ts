import {
  documentContent,
  documentFiguresToServer,
  formatDocumentNumber,
  type Language,
} from '@jobtrack/core';
import type { Created } from '../../db/changes.ts';
import type {
  DocumentCreateBody,
  DocumentImportBody,
  ServerDocument,
  WirePhoto,
} from '@jobtrack/core/wire';
import { AppError, found, notDeleted, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { DocumentsRepository, StoredJob } from './documents.repository.ts';

const num = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : undefined;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A stored job as core's document line needs it (the spec's amount rule, payments of issue 15). */
const lineJob = (job: StoredJob) => {
  const completed = str(job.completed_at);
  const amountPaid = num(job.amount_paid);
  const paymentMethod = str(job.payment_method);
  const paidAt = str(job.paid_at);
  const actualCost = num(job.actual_cost);
  const estimatedCost = num(job.estimated_cost);
  return {
    id: job.id,
    title: String(job.title ?? ''),
    serviceType: '',
    scheduledDate: String(job.scheduled_date ?? '').slice(0, 10),
    price: 0,
    paid: job.paid === true,
    ...(actualCost !== undefined ? { actualCost } : {}),
    ...(estimatedCost !== undefined ? { estimatedCost } : {}),
    ...(completed ? { completedAt: new Date(completed).toISOString() } : {}),
    ...(amountPaid !== undefined ? { amountPaid } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(paidAt ? { paidAt: new Date(paidAt).toISOString() } : {}),
  };
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What documents ask of the photos module: which photos are a job's, and their files. */
export type DocumentPhotos = Pick<PhotosService, 'ofJobs' | 'readFile' | 'get'>;

export function createDocumentsService(
  repository: DocumentsRepository,
  customers: CustomersService,
  profile: ProfileService,
  photos: DocumentPhotos,
) {
  /** A document shows only photos of its own jobs (decision 067): any other id is a 400. */
  async function checkPhotos(ownerId: string, photoIds: readonly string[], jobIds: string[]) {
    if (photoIds.length === 0) return;
    const ofJobs = await photos.ofJobs(ownerId, photoIds, jobIds);
    if (photoIds.some((id) => !ofJobs.has(id))) {
      throw new AppError(
        'validation_failed',
        "photo_ids: every photo must be of the document's jobs",
      );
    }
  }

  return {
    list: (ownerId: string, customerId?: string) => repository.list(ownerId, customerId),

    async get(ownerId: string, id: string): Promise<ServerDocument> {
      return found(await repository.get(ownerId, id), 'Document');
    },

    /**
     * Makes an invoice or receipt of jobs of one customer: the lines, totals, business and
     * customer are copied now, and the server gives the number (decision 034).
     */
    async create(ownerId: string, body: DocumentCreateBody): Promise<Created<ServerDocument>> {
      const id = body.id ?? newId('document');
      const existing = await repository.get(ownerId, id);
      if (existing) return { record: existing, created: false };
      const customer = await customers.get(ownerId, body.customer_id);
      const jobs = await repository.jobs(ownerId, body.job_ids);
      if (jobs.length !== body.job_ids.length) throw notFound('Job');
      if (jobs.some((job) => job.customer_id !== customer.id)) {
        throw new AppError('validation_failed', 'job_ids: every job must be of this customer');
      }
      await checkPhotos(ownerId, body.photo_ids ?? [], body.job_ids);
      const stored = (await profile.get(ownerId)) as Record<string, unknown> | null;
      const content = documentContent(jobs.map(lineJob));
      const language: Language = customer.language ?? body.language ?? 'en';
      const inserted = await repository.insert(
        ownerId,
        {
          id,
          kind: body.kind,
          customer_id: customer.id,
          issued_date: body.issued_date ?? new Date().toISOString().slice(0, 10),
          language,
          photo_ids: body.photo_ids ?? [],
          content: {
            job_ids: body.job_ids,
            business: {
              name: text(stored?.businessName),
              phone: text(stored?.phone),
              email: text(stored?.email),
              address: text(stored?.address),
              logo: str(stored?.profileImage) ?? null,
              payment_instructions: text(stored?.paymentInstructions),
              payment_link: str(stored?.paymentLink) ?? null,
            },
            customer: {
              name: customer.name,
              phone: customer.phone ?? '',
              email: customer.email ?? '',
              address: customer.address ?? '',
            },
            ...documentFiguresToServer(content),
            note: body.note?.trim() ?? '',
          },
        },
        (sequence) => formatDocumentNumber(body.kind, sequence),
      );
      return notDeleted(inserted, 'Document');
    },

    /**
     * A document of a backup file, as it was issued (decision 034): its number is kept unless
     * the owner already uses it; a fresh share link is made (the old one belonged elsewhere).
     */
    async importOne(ownerId: string, body: DocumentImportBody): Promise<Created<ServerDocument>> {
      const existing = await repository.get(ownerId, body.id);
      if (existing) return { record: existing, created: false };
      const customer = await customers.get(ownerId, body.customer_id);
      const { id, kind, number, issued_date, language, created_at, photo_ids, ...content } = body;
      const prefix = formatDocumentNumber(kind, 1).split('-')[0];
      const [numberPrefix, digits] = number?.split('-') ?? [];
      const sequence = number && numberPrefix === prefix ? Number(digits) : null;
      const inserted = await repository.importOne(
        ownerId,
        {
          id,
          kind,
          customer_id: customer.id,
          issued_date,
          language,
          sequence,
          content,
          created_at: created_at ?? null,
          photo_ids: photo_ids ?? [],
        },
        (next) => formatDocumentNumber(kind, next),
      );
      return notDeleted(inserted, 'Document');
    },

    /** Sets the photos the document shows: photos of its jobs, at most 20 (else 400). */
    async setPhotos(ownerId: string, id: string, photoIds: string[]): Promise<ServerDocument> {
      const document = found(await repository.get(ownerId, id), 'Document');
      await checkPhotos(ownerId, photoIds, document.job_ids);
      return found(await repository.setPhotos(ownerId, id, photoIds), 'Document');
    },

    /**
     * What the public page shows besides the document (decision 067): the chosen photos that
     * are uploaded, in the order chosen, and the sign-offs of its jobs.
     */
    async pageExtras(ownerId: string, document: ServerDocument) {
      const chosen = await Promise.all(
        (document.photo_ids ?? []).map((id) => photos.get(ownerId, id).catch(() => undefined)),
      );
      return {
        photos: chosen.filter((photo): photo is WirePhoto => photo !== undefined && photo.uploaded),
        signatures: await repository.signatures(ownerId, document.job_ids),
      };
    },

    /**
     * A file the public page may serve: a photo chosen for the document, or the signature of one
     * of its jobs; undefined for any other.
     */
    async pagePhoto(ownerId: string, document: ServerDocument, photoId: string) {
      const chosen = (document.photo_ids ?? []).includes(photoId);
      const signed =
        !chosen &&
        (await repository.signatures(ownerId, document.job_ids)).some(
          (signature) => signature.photo_id === photoId,
        );
      if (!chosen && !signed) return undefined;
      const photo = await photos.get(ownerId, photoId).catch(() => undefined);
      if (!photo || !document.job_ids.includes(photo.job_id)) return undefined;
      return photos.readFile(ownerId, photoId, 'image');
    },

    async revoke(ownerId: string, id: string): Promise<ServerDocument> {
      return found(await repository.setToken(ownerId, id, null), 'Document');
    },

    async setShareExpiry(
      ownerId: string,
      id: string,
      expiresAt: string | null,
    ): Promise<ServerDocument> {
      return found(await repository.setShareExpiry(ownerId, id, expiresAt), 'Document');
    },

    async delete(ownerId: string, id: string): Promise<void> {
      if (!(await repository.delete(ownerId, id))) throw notFound('Document');
    },

    /** The public page's document, or undefined (unknown or revoked token). */
    byToken: (token: string) => repository.byToken(token),

    changed: repository.changed,
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
