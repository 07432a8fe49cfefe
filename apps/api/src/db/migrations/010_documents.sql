-- Invoices and receipts (issue 15, decisions 034 and 035). A document copies its lines, totals,
-- business and customer when it is made, so what the customer was sent never changes under them.
-- Numbers run per owner and kind without gaps: the counter row is taken in the document's own
-- transaction (its row lock orders concurrent creates), and a failed create rolls it back.
-- Written for PostgreSQL 15 and PGlite alike.

CREATE TABLE document_counters (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('invoice', 'receipt')),
  last_number integer NOT NULL,
  PRIMARY KEY (owner_id, kind)
);

CREATE TABLE documents (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invoice', 'receipt')),
  sequence integer NOT NULL,
  number text NOT NULL,
  customer_id text NOT NULL,
  issued_date date NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'es')),
  content jsonb NOT NULL,
  -- 128 random bits, base64url; null once revoked.
  share_token text UNIQUE,
  change_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, id),
  UNIQUE (owner_id, kind, sequence)
);
CREATE INDEX documents_owner_customer_idx ON documents (owner_id, customer_id);
CREATE INDEX documents_owner_change_idx ON documents (owner_id, change_seq);

-- A deleted document reaches the other devices as a tombstone like a customer or a job. The
-- recurring series of issue 14 may leave tombstones too, so its kind stays allowed here.
ALTER TABLE tombstones DROP CONSTRAINT IF EXISTS tombstones_kind_check;
ALTER TABLE tombstones ADD CONSTRAINT tombstones_kind_check
  CHECK (kind IN ('customer', 'job', 'series', 'document'));
