// A photo's record on the wire (issue 27, decision 068): snake_case like the other kinds. The
// server's wire schema lives with its module; the app reads the answer field by field.
import {
  PHOTO_CONTENT_TYPES,
  type Photo,
  type PhotoContentType,
  type PhotoLabel,
} from '@jobtrack/core';

export type WirePhoto = {
  id: string;
  job_id: string;
  label: PhotoLabel;
  caption: string;
  content_type: PhotoContentType;
  width: number;
  height: number;
  bytes: number;
  taken_at: string;
  uploaded: boolean;
  created_at?: string;
  updated_at?: string;
};

const LABELS = new Set<string>(['before', 'after', 'other', 'signature']);

export const isWirePhoto = (value: unknown): value is WirePhoto => {
  const row = value as Partial<WirePhoto> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.id === 'string' &&
    typeof row.job_id === 'string' &&
    typeof row.label === 'string' &&
    LABELS.has(row.label) &&
    typeof row.content_type === 'string' &&
    (PHOTO_CONTENT_TYPES as readonly string[]).includes(row.content_type)
  );
};

export const photoFromServer = (row: WirePhoto): Photo => ({
  id: row.id,
  jobId: row.job_id,
  label: row.label,
  caption: row.caption ?? '',
  contentType: row.content_type,
  width: Number(row.width) || 0,
  height: Number(row.height) || 0,
  bytes: Number(row.bytes) || 0,
  takenAt: row.taken_at,
  uploaded: row.uploaded === true,
});

/** POST /api/photos's body. */
export const photoCreateWire = (photo: Photo) => ({
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
