-- Payments as records (issue 23, decision 046): each payment is its own row, added and never
-- rewritten; removing one leaves a tombstone (kind 'payment'). The job's amount_paid, paid,
-- payment_method and paid_at stay, derived from its live payments in the same transaction as
-- every payment write (db/job-payments.ts), so the running totals (migrations 006, 008) keep
-- following `paid` through their triggers. Written for PostgreSQL 15 and PGlite alike.

CREATE TABLE payments (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  job_id text NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('cash', 'check', 'card', 'bank_transfer', 'other')),
  paid_on date NOT NULL,
  note text,
  device_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  change_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, id),
  FOREIGN KEY (owner_id, job_id) REFERENCES jobs (owner_id, id) ON DELETE CASCADE
);
CREATE INDEX payments_owner_job_idx ON payments (owner_id, job_id);
CREATE INDEX payments_owner_change_idx ON payments (owner_id, change_seq);

ALTER TABLE tombstones DROP CONSTRAINT IF EXISTS tombstones_kind_check;
ALTER TABLE tombstones ADD CONSTRAINT tombstones_kind_check
  CHECK (kind IN ('customer', 'job', 'series', 'document', 'payment'));

-- One payment per job already paid (decision 033's running amount, else the whole amount of a
-- job marked paid), with its method (cash when none was kept: the spec's toggle) and its day.
INSERT INTO payments (owner_id, id, job_id, amount, method, paid_on, created_at)
SELECT j.owner_id, 'payment-' || gen_random_uuid()::text, j.id,
  coalesce(j.amount_paid, coalesce(j.actual_cost, j.estimated_cost, 0)),
  coalesce(j.payment_method, 'cash'),
  coalesce(j.paid_at, j.completed_at, j.updated_at)::date,
  coalesce(j.paid_at, j.completed_at, j.updated_at)
FROM jobs j
WHERE coalesce(j.amount_paid, CASE WHEN j.paid THEN coalesce(j.actual_cost, j.estimated_cost, 0) END, 0) > 0;

-- The migrated payments and their jobs take the owner's next change number, so a device that
-- pulled before gets them in its next pull (decision 009).
UPDATE sync_state s SET version = s.version + 1
WHERE s.owner_id IN (SELECT DISTINCT owner_id FROM payments);
INSERT INTO sync_state (owner_id, version)
SELECT DISTINCT owner_id, 1 FROM payments
ON CONFLICT (owner_id) DO NOTHING;
UPDATE payments p SET change_seq = s.version FROM sync_state s WHERE s.owner_id = p.owner_id;

-- The job's fields as the payments give them (the same rule as db/job-payments.ts).
UPDATE jobs j SET
  amount_paid = p.total,
  paid = p.total >= coalesce(j.actual_cost, j.estimated_cost, 0),
  payment_method = p.method,
  paid_at = (p.day::text || 'T12:00:00Z')::timestamptz,
  change_seq = p.change_seq
FROM (
  SELECT owner_id, job_id, sum(amount) AS total, max(paid_on) AS day, max(change_seq) AS change_seq,
    (array_agg(method ORDER BY paid_on DESC, created_at DESC, id DESC))[1] AS method
  FROM payments GROUP BY owner_id, job_id
) p
WHERE j.owner_id = p.owner_id AND j.id = p.job_id;
