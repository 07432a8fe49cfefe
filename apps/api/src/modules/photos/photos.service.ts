import {
  PHOTO_MAX_BYTES,
  PHOTO_THUMB_MAX_BYTES,
  SIGNATURE_MAX_BYTES,
  type PhotoContentType,
} from '@jobtrack/core';
import type {
  PhotoCreateBody,
  PhotoFileKind,
  PhotoUpdateBody,
  WirePhoto,
} from '@jobtrack/core/wire';
import type { Created } from '../../db/changes.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError, found, notDeleted, notFound } from '../../lib/errors.ts';
import { imageTypeOf, sha256 } from './photo-bytes.ts';
import type { PhotoStore } from './photo-store.ts';
import type { PhotosRepository } from './photos.repository.ts';

/** The most bytes a file of this kind may have, whatever its photo (the body's limit). */
export const fileLimit = (kind: PhotoFileKind) =>
  kind === 'image' ? PHOTO_MAX_BYTES : PHOTO_THUMB_MAX_BYTES;

const tooLarge = (limit: number) =>
  new AppError('photo_too_large', `The file is too large: at most ${Math.round(limit / 1024)} KB`);

/** A file as GET answers it. */
export type PhotoFile = { bytes: Buffer; contentType: PhotoContentType; etag: string };

export function createPhotosService(
  repository: PhotosRepository,
  store: PhotoStore,
  options: { quotaBytes: number },
) {
  /** Reads one stored file of one of the owner's photos; undefined when there is none. */
  async function readFile(
    ownerId: string,
    id: string,
    kind: PhotoFileKind,
  ): Promise<PhotoFile | undefined> {
    const files = await repository.files(ownerId, id);
    const sha = files?.[`${kind}_sha256`];
    const type = files?.[`${kind}_type`];
    if (!files || !sha || !type) return undefined;
    const bytes = await store.get({ ownerId, photoId: id, kind, sha256: sha });
    return bytes && { bytes, contentType: type as PhotoContentType, etag: `"${sha}"` };
  }

  return {
    where: store.where,

    async get(ownerId: string, id: string): Promise<WirePhoto> {
      return found(await repository.get(ownerId, id), 'Photo');
    },

    /** The record a device made (its id too); the same id again answers the first (200). */
    async create(ownerId: string, body: PhotoCreateBody): Promise<Created<WirePhoto>> {
      const answer = await repository.insert(ownerId, body);
      if (answer === 'no_job') throw notFound('Job');
      if (answer === 'job_full') {
        throw new AppError('validation_failed', 'job_id: the job has the most photos it may have');
      }
      return notDeleted(answer, 'Photo');
    },

    async update(ownerId: string, id: string, body: PhotoUpdateBody) {
      const stored = found(await repository.get(ownerId, id), 'Photo');
      // The signature is the customer's drawing: never relabelled, and no photo becomes one.
      if (
        body.label !== undefined &&
        (body.label === 'signature') !== (stored.label === 'signature')
      ) {
        throw new AppError('validation_failed', 'label: a signature stays a signature');
      }
      const { record, conflicts } = found(await repository.update(ownerId, id, body), 'Photo');
      return conflicts.length > 0 ? { ...record, conflicts } : record;
    },

    /** Deletes the photo (tombstone), then its files: the owner's quota is freed. */
    async delete(ownerId: string, id: string): Promise<void> {
      if (!(await repository.delete(ownerId, id))) throw notFound('Photo');
      await store.removePhotos(ownerId, [id]);
    },

    /**
     * Keeps the image or thumbnail of one of the owner's photos. The bytes are checked (JPEG,
     * WebP or PNG; a signature's image PNG), then the size, then the quota; any 4xx stores nothing.
     * The same bytes again answer 200 and are kept once.
     */
    async upload(
      ownerId: string,
      id: string,
      kind: PhotoFileKind,
      bytes: Buffer,
    ): Promise<{ photo: WirePhoto; stored: boolean }> {
      const files = await repository.files(ownerId, id);
      if (!files) throw notFound('Photo');
      const type = imageTypeOf(bytes);
      if (!type) {
        throw new AppError('not_an_image', 'The file is not a JPEG, WebP or PNG image');
      }
      const isSignature = files.label === 'signature';
      if (isSignature && type !== 'image/png') {
        throw new AppError('validation_failed', 'A signature must be a PNG image');
      }
      const limit = isSignature ? Math.min(SIGNATURE_MAX_BYTES, fileLimit(kind)) : fileLimit(kind);
      if (bytes.length > limit) throw tooLarge(limit);
      const sha = sha256(bytes);
      const result = await repository.setFile(
        ownerId,
        id,
        kind,
        { sha256: sha, size: bytes.length, type, bytes },
        options.quotaBytes,
      );
      switch (result.outcome) {
        case 'missing':
          throw notFound('Photo');
        case 'other_bytes':
          throw new AppError('conflict', `The photo's ${kind} is stored already, with other bytes`);
        case 'full':
          throw new AppError(
            'storage_full',
            'Your storage for photos is full. Delete photos to make room.',
          );
        default:
          return { photo: result.photo, stored: result.outcome === 'stored' };
      }
    },

    readFile,

    /** The owner's bytes of photos kept on the server. */
    usage: (ownerId: string) => repository.usage(ownerId),

    /** Removes the files of photos gone with their jobs (a job or customer deleted). */
    async sweep(ownerId: string): Promise<void> {
      await store.sweep(ownerId, await repository.ids(ownerId));
    },

    /** Every file of an owner whose account is deleted. */
    removeOwner: (ownerId: string) => store.removeOwner(ownerId),

    /** Of `ids`, the photos of the jobs `jobIds` (what a document may show). */
    ofJobs: (ownerId: string, ids: readonly string[], jobIds: readonly string[]) =>
      repository.ofJobs(ownerId, ids, jobIds),

    /** For the sync pull, inside its snapshot. */
    changed: (runner: Queryable, ownerId: string, after: number, upTo: number) =>
      repository.changed(runner, ownerId, after, upTo),
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
