// Proof of work (issue 27): photos of a job and the customer's signature. The device shrinks a
// photo before keeping it, keeps it until the server has it, and uploads it exactly once (the
// photo's id is made by the device; the upload is idempotent). The signature is a photo of the
// job labelled 'signature' (a PNG), named on the job by `signature`.

/** The labels an owner gives a photo; 'signature' is the customer's sign-off, never a choice. */
export const PHOTO_LABELS = ['before', 'after', 'other'] as const;
export type PhotoLabel = (typeof PHOTO_LABELS)[number] | 'signature';

/** What the device keeps and sends: a shrunk photo, or the signature's PNG. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** The shrunk photo's longest side in px, its encoder quality and the thumbnail's longest side. */
export const PHOTO_LONGEST_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;
export const PHOTO_THUMB_SIDE = 320;

/** The server refuses a larger image or thumbnail (413 `photo_too_large`). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_THUMB_MAX_BYTES = 200 * 1024;
export const PHOTO_CAPTION_MAX_CHARS = 200;
/** Photos on one job, the signature included. */
export const JOB_PHOTOS_MAX = 100;
/** An owner's storage for photos by default (the server's setting changes it). */
export const PHOTO_QUOTA_DEFAULT_BYTES = 2 * 1024 * 1024 * 1024;
export const SIGNER_NAME_MAX_CHARS = 100;
export const SIGNATURE_MAX_BYTES = 100 * 1024;

/** A photo of a job: the record (synced like any other); its image and thumbnail are files. */
export type Photo = {
  /** `photo-<uuid>`, made by the device that took it. */
  id: string;
  jobId: string;
  label: PhotoLabel;
  caption: string;
  contentType: PhotoContentType;
  /** The shrunk image's size in px. */
  width: number;
  height: number;
  /** The image's size in bytes. */
  bytes: number;
  /** When it was taken or chosen (ISO timestamp). */
  takenAt: string;
  /** False until the server has the image (on another device: shown as not uploaded yet). */
  uploaded: boolean;
};

/** The customer's sign-off on a job: their typed name, when, and the photo holding the drawing. */
export type JobSignature = { name: string; signedAt: string; photoId: string };
