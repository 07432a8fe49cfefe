-- Repeating visits (issue 14, decision 030). A series is kept per owner; each visit is an ordinary
-- row of jobs carrying series_id and the rule's series_date. (owner_id, series_id, series_date) is
-- unique, and a visit's id is derived from (series, date), so two processes or devices topping up
-- at once can never create a visit twice (INSERT ... ON CONFLICT DO NOTHING).
-- A skipped visit stays for the record but is never unpaid, owed or overdue: the running totals
-- below leave skipped rows out of the unpaid figures.

CREATE TABLE job_series (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  customer_id text NOT NULL,
  service_type text NOT NULL,
  price numeric(12, 2) NOT NULL,
  notes text NOT NULL DEFAULT '',
  start_date date NOT NULL,
  start_time text,
  window_end text,
  rule jsonb NOT NULL,
  generated_through date,
  -- The local day from which a top-up has something to do; NULL when the series has ended.
  top_up_due date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  change_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, id),
  FOREIGN KEY (owner_id, customer_id) REFERENCES customers (owner_id, id) ON DELETE CASCADE
);

-- The lazy top-up asks one question per read: is any series of this owner due?
CREATE INDEX job_series_owner_due_idx ON job_series (owner_id, top_up_due)
  WHERE top_up_due IS NOT NULL;
CREATE INDEX job_series_owner_change_idx ON job_series (owner_id, change_seq);

ALTER TABLE jobs ADD COLUMN series_id text;
ALTER TABLE jobs ADD COLUMN series_date date;
ALTER TABLE jobs ADD COLUMN skipped boolean NOT NULL DEFAULT false;

CREATE UNIQUE INDEX jobs_owner_series_date_key ON jobs (owner_id, series_id, series_date)
  WHERE series_id IS NOT NULL;

-- Series travel in the sync pull like customers and jobs, deletes as tombstones.
ALTER TABLE tombstones DROP CONSTRAINT IF EXISTS tombstones_kind_check;
ALTER TABLE tombstones ADD CONSTRAINT tombstones_kind_check
  CHECK (kind IN ('customer', 'job', 'series'));

-- The running totals (migration 006) with skipped visits out of the unpaid figures.
CREATE OR REPLACE FUNCTION owner_totals_add_jobs(rows_json jsonb, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO owner_totals AS t (owner_id, jobs, pending, in_progress, completed, cancelled,
    paid_count, paid_amount, unpaid_count, unpaid_amount)
  SELECT r.owner_id,
    sign * count(*),
    sign * count(*) FILTER (WHERE r.status = 'pending'),
    sign * count(*) FILTER (WHERE r.status = 'in_progress'),
    sign * count(*) FILTER (WHERE r.status = 'completed'),
    sign * count(*) FILTER (WHERE r.status = 'cancelled'),
    sign * count(*) FILTER (WHERE r.paid),
    sign * coalesce(sum(coalesce(r.actual_cost, r.estimated_cost, 0)) FILTER (WHERE r.paid), 0),
    sign * count(*) FILTER (WHERE NOT r.paid AND r.status <> 'cancelled'
      AND NOT coalesce(r.skipped, false)),
    sign * coalesce(sum(coalesce(r.actual_cost, r.estimated_cost, 0))
      FILTER (WHERE NOT r.paid AND r.status <> 'cancelled' AND NOT coalesce(r.skipped, false)), 0)
  FROM jsonb_to_recordset(rows_json) AS r (owner_id text, status text, paid boolean,
    actual_cost numeric, estimated_cost numeric, skipped boolean)
  GROUP BY r.owner_id
  ON CONFLICT (owner_id) DO UPDATE SET
    jobs = t.jobs + EXCLUDED.jobs,
    pending = t.pending + EXCLUDED.pending,
    in_progress = t.in_progress + EXCLUDED.in_progress,
    completed = t.completed + EXCLUDED.completed,
    cancelled = t.cancelled + EXCLUDED.cancelled,
    paid_count = t.paid_count + EXCLUDED.paid_count,
    paid_amount = t.paid_amount + EXCLUDED.paid_amount,
    unpaid_count = t.unpaid_count + EXCLUDED.unpaid_count,
    unpaid_amount = t.unpaid_amount + EXCLUDED.unpaid_amount
$$;

CREATE OR REPLACE FUNCTION jobs_totals_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    PERFORM owner_totals_add_jobs(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('owner_id', owner_id, 'status', status,
         'paid', paid, 'actual_cost', actual_cost, 'estimated_cost', estimated_cost,
         'skipped', skipped)), '[]')
       FROM new_jobs), 1);
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    PERFORM owner_totals_add_jobs(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('owner_id', owner_id, 'status', status,
         'paid', paid, 'actual_cost', actual_cost, 'estimated_cost', estimated_cost,
         'skipped', skipped)), '[]')
       FROM old_jobs), -1);
  END IF;
  RETURN NULL;
END
$$;
