-- Quotes (issue 26, decision 061): a price the owner sends before there is a job; the customer
-- answers on its public page (/q/{token}). Like a document (migration 010), a quote copies the
-- business and the customer when it is made, and its number (Q-0001) runs per owner without
-- gaps: the counter row is taken in the quote's own transaction, and a failed create rolls it
-- back. The customer's answer is columns of its own, set once, never by the owner. Every key
-- and reference starts with owner_id; no triggers. Written for PostgreSQL 15 and PGlite alike.

CREATE TABLE quote_counters (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_number integer NOT NULL,
  PRIMARY KEY (owner_id)
);

CREATE TABLE quotes (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  sequence integer NOT NULL,
  number text NOT NULL,
  customer_id text NOT NULL,
  issued_date date NOT NULL,
  valid_until date NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'es')),
  -- business, customer, items, notes, repeat: what the owner wrote and what was copied.
  content jsonb NOT NULL,
  sent_at timestamptz,
  viewed_at timestamptz,
  -- The customer's answer, from the public page only.
  decision text CHECK (decision IN ('accepted', 'declined')),
  answered_at timestamptz,
  signer_name text,
  -- The signature's PNG bytes.
  signature bytea,
  chosen_item_ids jsonb,
  accepted_total numeric(12, 2),
  decline_reason text,
  -- The job or the series made from it once accepted.
  job_id text,
  series_id text,
  -- 128 random bits, base64url; null once revoked.
  share_token text UNIQUE,
  share_expires_at timestamptz,
  change_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, id),
  UNIQUE (owner_id, sequence),
  CHECK (valid_until >= issued_date),
  CHECK (
    (decision IS NULL AND answered_at IS NULL)
    OR (decision = 'accepted' AND answered_at IS NOT NULL AND signer_name IS NOT NULL
        AND signature IS NOT NULL AND chosen_item_ids IS NOT NULL AND accepted_total IS NOT NULL)
    OR (decision = 'declined' AND answered_at IS NOT NULL AND decline_reason IS NOT NULL)
  )
);
CREATE INDEX quotes_owner_customer_idx ON quotes (owner_id, customer_id);
CREATE INDEX quotes_owner_change_idx ON quotes (owner_id, change_seq);

ALTER TABLE tombstones DROP CONSTRAINT IF EXISTS tombstones_kind_check;
ALTER TABLE tombstones ADD CONSTRAINT tombstones_kind_check
  CHECK (kind IN ('customer', 'job', 'series', 'document', 'payment', 'quote'));
