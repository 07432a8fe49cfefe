-- Proof of work (issue 27, decision 067): photos of a job and the customer's signature. A photo
-- is a record like any other (synced, tombstoned as kind 'photo'); its image and thumbnail are
-- files, kept on disk (the embedded default, or the folder PHOTOS_DIR names) or in photo_files
-- (PostgreSQL's default). A file is written before its photo's row says it is there, so a row
-- never points at nothing. Every key and reference starts with owner_id; no triggers. Written
-- for PostgreSQL 15 and PGlite alike.

CREATE TABLE photos (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  job_id text NOT NULL,
  label text NOT NULL CHECK (label IN ('before', 'after', 'other', 'signature')),
  caption text NOT NULL DEFAULT '',
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/webp', 'image/png')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  taken_at timestamptz NOT NULL,
  -- The stored files: their size (what the quota counts) and SHA-256 (the ETag, and what makes
  -- a repeated upload a no-op); null until the file is stored.
  image_size integer,
  image_sha256 text,
  image_type text,
  thumb_size integer,
  thumb_sha256 text,
  thumb_type text,
  change_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, id),
  FOREIGN KEY (owner_id, job_id) REFERENCES jobs (owner_id, id) ON DELETE CASCADE,
  CHECK ((image_size IS NULL) = (image_sha256 IS NULL) AND (image_size IS NULL) = (image_type IS NULL)),
  CHECK ((thumb_size IS NULL) = (thumb_sha256 IS NULL) AND (thumb_size IS NULL) = (thumb_type IS NULL))
);
CREATE INDEX photos_owner_job_idx ON photos (owner_id, job_id);
CREATE INDEX photos_owner_change_idx ON photos (owner_id, change_seq);

-- The files when they are kept in the database. Not a synced table: a file changes no record
-- (its photo's row does, once it is there).
CREATE TABLE photo_files (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  photo_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'thumb')),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, photo_id, kind),
  FOREIGN KEY (owner_id, photo_id) REFERENCES photos (owner_id, id) ON DELETE CASCADE
);

-- The customer's sign-off on a job: their typed name, when, and the photo holding the drawing
-- (a photo of the job labelled 'signature'). All three or none. The offset from UTC the signing
-- device gave with the time (minutes east) prints the time as the signer's clock showed it.
ALTER TABLE jobs ADD COLUMN signature_name text;
ALTER TABLE jobs ADD COLUMN signature_signed_at timestamptz;
ALTER TABLE jobs ADD COLUMN signature_utc_offset smallint;
ALTER TABLE jobs ADD COLUMN signature_photo_id text;
ALTER TABLE jobs ADD CONSTRAINT jobs_signature_whole CHECK (
  (signature_name IS NULL) = (signature_signed_at IS NULL)
  AND (signature_name IS NULL) = (signature_photo_id IS NULL)
);

-- The photos the owner chose to show on an invoice or receipt (photos of its jobs).
ALTER TABLE documents ADD COLUMN photo_ids text[] NOT NULL DEFAULT '{}';

ALTER TABLE tombstones DROP CONSTRAINT IF EXISTS tombstones_kind_check;
ALTER TABLE tombstones ADD CONSTRAINT tombstones_kind_check
  CHECK (kind IN ('customer', 'job', 'series', 'document', 'payment', 'quote', 'photo'));
