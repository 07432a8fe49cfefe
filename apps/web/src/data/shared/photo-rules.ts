// The rules every mode shares for a job's photos (issue 27, decision 068): a new photo's record,
// a change of its label or caption, the limits, the order shown.
import {
  JOB_PHOTOS_MAX,
  PHOTO_CAPTION_MAX_CHARS,
  type Job,
  type Photo,
  type PhotoLabel,
} from '@jobtrack/core';
import type { NewPhoto, PhotoChanges } from '../data-source.ts';
import { dataError } from './errors.ts';
import type { ShrunkPhoto } from './photo-shrink-types.ts';

/** `photo-<uuid>`, made by the device: a resent create never makes a second photo. */
export const newPhotoId = (): string => `photo-${crypto.randomUUID()}`;

const captionOf = (caption: string | undefined): string =>
  (caption ?? '').trim().slice(0, PHOTO_CAPTION_MAX_CHARS);

/** The record of a photo kept now; throws 'jobs.notFound' or 'photos.tooMany'. */
export const buildPhoto = (
  input: Omit<NewPhoto, 'file'>,
  id: string,
  shrunk: Pick<ShrunkPhoto, 'width' | 'height' | 'contentType' | 'image'>,
  now: Date,
): Photo => ({
  id,
  jobId: input.jobId,
  label: input.label,
  caption: captionOf(input.caption),
  contentType: shrunk.contentType,
  width: shrunk.width,
  height: shrunk.height,
  bytes: shrunk.image.size,
  takenAt: input.restore?.takenAt ?? now.toISOString(),
  uploaded: false,
});

/** The job exists and has room for one more photo (the signature counts). */
export const checkRoomFor = (jobs: readonly Job[], photos: readonly Photo[], jobId: string) => {
  if (!jobs.some((job) => job.id === jobId)) throw dataError('jobs.notFound');
  const count = photos.reduce((n, photo) => (photo.jobId === jobId ? n + 1 : n), 0);
  if (count >= JOB_PHOTOS_MAX) throw dataError('photos.tooMany');
};

export const requirePhoto = (photos: readonly Photo[], id: string): Photo => {
  const photo = photos.find((one) => one.id === id);
  if (!photo) throw dataError('photos.notFound');
  return photo;
};

/** The photo with the owner's change; the same object when nothing changes. */
export const applyPhotoChanges = (photo: Photo, changes: PhotoChanges): Photo => {
  const label: PhotoLabel = changes.label ?? photo.label;
  const caption = changes.caption === undefined ? photo.caption : captionOf(changes.caption);
  return label === photo.label && caption === photo.caption ? photo : { ...photo, label, caption };
};

/** The wire body of a change: only the fields that differ. */
export const photoChangeBody = (before: Photo, after: Photo): PhotoChanges => ({
  ...(after.label !== before.label ? { label: after.label } : {}),
  ...(after.caption !== before.caption ? { caption: after.caption } : {}),
});

const byTaken = (a: Photo, b: Photo) =>
  a.takenAt === b.takenAt ? (a.id < b.id ? -1 : 1) : a.takenAt < b.takenAt ? -1 : 1;

/** The photos oldest first: the same array when they already are. */
export const photosInOrder = (photos: Photo[]): Photo[] =>
  photos.every((photo, i) => i === 0 || byTaken(photos[i - 1]!, photo) <= 0)
    ? photos
    : [...photos].sort(byTaken);

/** The photos of one job, oldest first. */
export const photosOfJob = (photos: readonly Photo[], jobId: string): Photo[] =>
  photos.filter((photo) => photo.jobId === jobId);
