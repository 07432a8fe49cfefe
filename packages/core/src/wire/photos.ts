// Photos on the wire (issue 27, decision 067). A photo's record goes through the outbox as JSON
// like any record; its image and thumbnail are uploaded afterwards as raw bytes (PUT
// /api/photos/{id}/image and /thumb), and read back owner-checked. The customer's signature is a
// photo of the job labelled 'signature' (a PNG), named on the job by `signature`.
import { z } from 'zod';
import { ID_MAX_CHARS } from '../limits.ts';
import {
  PHOTO_CAPTION_MAX_CHARS,
  PHOTO_CONTENT_TYPES,
  PHOTO_LABELS,
  SIGNER_NAME_MAX_CHARS,
  type JobSignature,
  type Photo,
} from '../photos.ts';
import { isoTimestamp, JOB_ID, text } from './common.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const PHOTO_ID = new RegExp(`^photo-${UUID}$`, 'i');

/** Every label a photo may carry: the owner's three and the customer's signature. */
export const PHOTO_WIRE_LABELS = [...PHOTO_LABELS, 'signature'] as const;
export const photoLabel = z.enum(PHOTO_WIRE_LABELS, {
  error: 'must be before, after, other or signature',
});
export const photoContentType = z.enum(PHOTO_CONTENT_TYPES, {
  error: 'must be image/jpeg, image/webp or image/png',
});

/** A photo's size in px: the device shrinks to 1,600 px, a little slack for other devices. */
const PIXELS_MAX = 10_000;
const pixels = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(PIXELS_MAX, `must be at most ${PIXELS_MAX}`);

/** POST /api/photos: the record, made by the device (its id too), before the files arrive. */
export const photoCreateBody = z.strictObject({
  id: text(ID_MAX_CHARS).regex(PHOTO_ID, 'id must look like photo-<uuid>'),
  job_id: text(ID_MAX_CHARS).regex(JOB_ID, 'job_id must look like job-<uuid>'),
  label: photoLabel,
  caption: text(PHOTO_CAPTION_MAX_CHARS).optional(),
  content_type: photoContentType,
  width: pixels,
  height: pixels,
  /** The image's size in bytes, as the device made it (the upload is checked on its own). */
  bytes: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100 * 1024 * 1024, 'is too large'),
  taken_at: isoTimestamp,
});

/** PATCH /api/photos/{id}: the fields given are changed (merged by field like a job's). */
export const photoUpdateBody = z
  .strictObject({
    label: photoLabel.optional(),
    caption: text(PHOTO_CAPTION_MAX_CHARS).optional(),
    base: z
      .strictObject({
        label: z.unknown().optional(),
        caption: z.unknown().optional(),
      })
      .optional()
      .describe('The values this device last saw of the fields it changes (decision 047).'),
  })
  .refine((body) => body.label !== undefined || body.caption !== undefined, {
    error: 'must change label or caption',
  });

/** The file of a photo: its image or its thumbnail. */
export const PHOTO_FILE_KINDS = ['image', 'thumb'] as const;
export type PhotoFileKind = (typeof PHOTO_FILE_KINDS)[number];

/** GET/PUT /api/photos/{id}/{image|thumb}. */
export const photoFileParams = z.strictObject({
  id: text(ID_MAX_CHARS),
  kind: z.enum(PHOTO_FILE_KINDS, { error: 'must be image or thumb' }),
});

/** A photo as the server answers it (and the sync pull carries it). */
export const serverPhoto = z.object({
  id: z.string(),
  job_id: z.string(),
  label: photoLabel,
  caption: z.string(),
  content_type: photoContentType,
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  taken_at: z.string(),
  /** True once the server holds the image (the other devices can fetch it). */
  uploaded: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The answer of PUT /api/photos/{id}/{image|thumb}: the photo as stored now. */
export const photoUploadAnswer = serverPhoto;

/** The customer's sign-off as the job's wire carries it (null: not signed). */
export const jobSignatureWire = z.strictObject({
  name: text(SIGNER_NAME_MAX_CHARS).refine((value) => value.trim() !== '', 'name is required'),
  signed_at: isoTimestamp,
  photo_id: text(ID_MAX_CHARS).regex(PHOTO_ID, 'photo_id must look like photo-<uuid>'),
});

/** The job's answer field: what the server stored. */
export const serverJobSignature = z.object({
  name: z.string(),
  signed_at: z.string(),
  photo_id: z.string(),
});

/** PUT /api/documents/{id}/photos. */
export const DOCUMENT_PHOTOS_MAX = 20;
export const documentPhotoIds = z
  .array(text(ID_MAX_CHARS).regex(PHOTO_ID, 'must look like photo-<uuid>'))
  .max(DOCUMENT_PHOTOS_MAX, `must have at most ${DOCUMENT_PHOTOS_MAX} photos`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a photo');
export const documentPhotosBody = z.strictObject({ photo_ids: documentPhotoIds });

export type PhotoCreateBody = z.output<typeof photoCreateBody>;
export type PhotoUpdateBody = z.output<typeof photoUpdateBody>;
export type WirePhoto = z.output<typeof serverPhoto>;
export type WireJobSignature = z.output<typeof serverJobSignature>;
export type DocumentPhotosBody = z.output<typeof documentPhotosBody>;

/** A photo as the server sends it, as the app uses it. */
export const photoFromServer = (photo: WirePhoto): Photo => ({
  id: photo.id,
  jobId: photo.job_id,
  label: photo.label,
  caption: photo.caption,
  contentType: photo.content_type,
  width: photo.width,
  height: photo.height,
  bytes: photo.bytes,
  takenAt: photo.taken_at,
  uploaded: photo.uploaded,
});

/** A photo as the create body (and a backup file) carries it. */
export const photoToWire = (photo: Photo): PhotoCreateBody => ({
  id: photo.id,
  job_id: photo.jobId,
  label: photo.label,
  caption: photo.caption,
  content_type: photo.contentType,
  width: photo.width,
  height: photo.height,
  bytes: photo.bytes,
  taken_at: photo.takenAt,
});

export const signatureFromServer = (
  signature: WireJobSignature | null | undefined,
): JobSignature | undefined =>
  signature
    ? { name: signature.name, signedAt: signature.signed_at, photoId: signature.photo_id }
    : undefined;

export const signatureToServer = (
  signature: JobSignature | null | undefined,
): WireJobSignature | null =>
  signature
    ? { name: signature.name, signed_at: signature.signedAt, photo_id: signature.photoId }
    : null;
