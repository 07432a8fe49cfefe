-- The delta sync of the offline-first app (issue 9): every write of an owner's customers, jobs
-- or business profile takes the owner's next change number (sync_state.version) in its own
-- transaction and stamps it on the rows it writes; deletes leave tombstones. A pull asks for
-- what changed after the number it last saw. Written for PostgreSQL 15 and PGlite alike.

CREATE TABLE sync_state (
  owner_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version bigint NOT NULL
);

-- Rows written before this migration keep number 0: a first pull (since 0) includes them.
ALTER TABLE customers ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;
ALTER TABLE business_profiles ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX customers_owner_change_idx ON customers (owner_id, change_seq);
CREATE INDEX jobs_owner_change_idx ON jobs (owner_id, change_seq);
CREATE INDEX business_profiles_owner_change_idx ON business_profiles (owner_id, change_seq);

CREATE TABLE tombstones (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('customer', 'job')),
  id text NOT NULL,
  change_seq bigint NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, kind, id)
);
CREATE INDEX tombstones_owner_change_idx ON tombstones (owner_id, change_seq);

-- An owner who already has data starts at version 1, so the cursor of a first pull ('1') is
-- past the rows numbered 0 and the next pull does not download them again.
INSERT INTO sync_state (owner_id, version)
SELECT owner_id, 1 FROM (
  SELECT owner_id FROM customers
  UNION SELECT owner_id FROM business_profiles
) AS owners;
