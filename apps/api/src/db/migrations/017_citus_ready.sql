-- Ready to distribute every owner's data by owner_id (issue 29, decision 070): the rules a
-- Citus cluster sets, kept on one PostgreSQL (and PGlite) today, checked by
-- apps/api/src/db/citus-rules.test.ts after the migrations:
--   * every primary key and unique index of an owned table (a table with owner_id) starts with
--     owner_id, and a foreign key between owned tables carries it;
--   * `users` is the one other table an owned table refers to (a reference table);
--   * no triggers on owned tables: a write keeps the running totals itself (db/totals.ts).
-- Written for PostgreSQL 15 and PGlite alike; the data already there is carried over.

-- 1. Share links: the public pages (/d/{token}, /q/{token}) know a token and no owner, so the
-- token is the key of a table of its own (a lookup distributed by token); the page then reads
-- the record with its owner_id. The record keeps its token and end as the owner's copy (what the
-- owner's devices are sent), no longer unique across owners.
CREATE TABLE share_tokens (
  -- 128 random bits, base64url (lib/share-token.ts).
  token text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('document', 'quote')),
  record_id text NOT NULL,
  -- When the page stops answering; null: never.
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO share_tokens (token, owner_id, kind, record_id, expires_at)
SELECT share_token, owner_id, 'document', id, share_expires_at FROM documents
WHERE share_token IS NOT NULL;

INSERT INTO share_tokens (token, owner_id, kind, record_id, expires_at)
SELECT share_token, owner_id, 'quote', id, share_expires_at FROM quotes
WHERE share_token IS NOT NULL;

ALTER TABLE documents DROP CONSTRAINT IF EXISTS documents_share_token_key;
ALTER TABLE quotes DROP CONSTRAINT IF EXISTS quotes_share_token_key;

-- 2. The running totals (migrations 006, 008): kept by the writes themselves from now on, in
-- each write's transaction (db/totals.ts), since a distributed table's shards carry no triggers.
DROP TRIGGER IF EXISTS jobs_totals_insert ON jobs;
DROP TRIGGER IF EXISTS jobs_totals_update ON jobs;
DROP TRIGGER IF EXISTS jobs_totals_delete ON jobs;
DROP TRIGGER IF EXISTS customers_totals_insert ON customers;
DROP TRIGGER IF EXISTS customers_totals_delete ON customers;
DROP FUNCTION IF EXISTS jobs_totals_trigger();
DROP FUNCTION IF EXISTS customers_totals_trigger();
DROP FUNCTION IF EXISTS owner_totals_add_jobs(jsonb, integer);

-- The figures counted again from the rows (the same rule as db/totals.ts), so whatever the
-- triggers left, the totals start right. An owner without an account has none.
DELETE FROM owner_totals;
INSERT INTO owner_totals AS t (owner_id, customers, jobs, pending, in_progress, completed,
  cancelled, paid_count, paid_amount, unpaid_count, unpaid_amount)
SELECT u.id,
  (SELECT count(*) FROM customers c WHERE c.owner_id = u.id),
  count(j.id),
  count(j.id) FILTER (WHERE j.status = 'pending'),
  count(j.id) FILTER (WHERE j.status = 'in_progress'),
  count(j.id) FILTER (WHERE j.status = 'completed'),
  count(j.id) FILTER (WHERE j.status = 'cancelled'),
  count(j.id) FILTER (WHERE j.paid),
  coalesce(sum(coalesce(j.actual_cost, j.estimated_cost, 0)) FILTER (WHERE j.paid), 0),
  count(j.id) FILTER (WHERE NOT j.paid AND j.status <> 'cancelled' AND NOT j.skipped),
  coalesce(sum(coalesce(j.actual_cost, j.estimated_cost, 0))
    FILTER (WHERE NOT j.paid AND j.status <> 'cancelled' AND NOT j.skipped), 0)
FROM users u LEFT JOIN jobs j ON j.owner_id = u.id
WHERE EXISTS (SELECT 1 FROM customers c WHERE c.owner_id = u.id)
GROUP BY u.id;

-- 3. The owner's figures go with the account, like every other owned row.
ALTER TABLE owner_totals ADD CONSTRAINT owner_totals_owner_id_fkey
  FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE;
