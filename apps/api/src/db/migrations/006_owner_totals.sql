-- Running totals per owner behind the dashboard (issue 12, decision 021): counts and amounts that
-- used to be a scan of every job on each request. Triggers keep them in the same transaction as
-- every write of customers and jobs (creates, edits, deletes, cascades, bulk statements), so no
-- write path can forget them. Written for PostgreSQL 15 and PGlite alike.
-- The amount of a job is coalesce(actual_cost, estimated_cost, 0) (spec §3, §9); unpaid means
-- paid = false with cancelled jobs aside (decision 014).

CREATE TABLE owner_totals (
  owner_id text PRIMARY KEY,
  customers integer NOT NULL DEFAULT 0,
  jobs integer NOT NULL DEFAULT 0,
  pending integer NOT NULL DEFAULT 0,
  in_progress integer NOT NULL DEFAULT 0,
  completed integer NOT NULL DEFAULT 0,
  cancelled integer NOT NULL DEFAULT 0,
  paid_count integer NOT NULL DEFAULT 0,
  paid_amount numeric(16, 2) NOT NULL DEFAULT 0,
  unpaid_count integer NOT NULL DEFAULT 0,
  unpaid_amount numeric(16, 2) NOT NULL DEFAULT 0
);

-- Adds each owner's figures for a set of job rows, times sign (+1 written, -1 removed).
CREATE FUNCTION owner_totals_add_jobs(rows_json jsonb, sign integer) RETURNS void
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
    sign * count(*) FILTER (WHERE NOT r.paid AND r.status <> 'cancelled'),
    sign * coalesce(sum(coalesce(r.actual_cost, r.estimated_cost, 0))
      FILTER (WHERE NOT r.paid AND r.status <> 'cancelled'), 0)
  FROM jsonb_to_recordset(rows_json) AS r (owner_id text, status text, paid boolean,
    actual_cost numeric, estimated_cost numeric)
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

-- One statement-level trigger per event: a bulk statement (a customer's delete taking its jobs,
-- an import) updates each owner's row once, not once per job.
CREATE FUNCTION jobs_totals_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    PERFORM owner_totals_add_jobs(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('owner_id', owner_id, 'status', status,
         'paid', paid, 'actual_cost', actual_cost, 'estimated_cost', estimated_cost)), '[]')
       FROM new_jobs), 1);
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    PERFORM owner_totals_add_jobs(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('owner_id', owner_id, 'status', status,
         'paid', paid, 'actual_cost', actual_cost, 'estimated_cost', estimated_cost)), '[]')
       FROM old_jobs), -1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_totals_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_totals_trigger();
CREATE TRIGGER jobs_totals_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_totals_trigger();
CREATE TRIGGER jobs_totals_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_totals_trigger();

CREATE FUNCTION customers_totals_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO owner_totals AS t (owner_id, customers)
    SELECT owner_id, count(*) FROM new_customers GROUP BY owner_id
    ON CONFLICT (owner_id) DO UPDATE SET customers = t.customers + EXCLUDED.customers;
  ELSE
    INSERT INTO owner_totals AS t (owner_id, customers)
    SELECT owner_id, -count(*) FROM old_customers GROUP BY owner_id
    ON CONFLICT (owner_id) DO UPDATE SET customers = t.customers + EXCLUDED.customers;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER customers_totals_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_customers
  FOR EACH STATEMENT EXECUTE FUNCTION customers_totals_trigger();
CREATE TRIGGER customers_totals_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_customers
  FOR EACH STATEMENT EXECUTE FUNCTION customers_totals_trigger();

-- The figures of the data already there.
INSERT INTO owner_totals (owner_id, customers)
SELECT owner_id, count(*) FROM customers GROUP BY owner_id;

SELECT owner_totals_add_jobs(
  (SELECT coalesce(jsonb_agg(jsonb_build_object('owner_id', owner_id, 'status', status,
     'paid', paid, 'actual_cost', actual_cost, 'estimated_cost', estimated_cost)), '[]')
   FROM jobs), 1);

-- This week's earnings: a range of completed_at within one owner's paid jobs, read from the
-- index alone (the amount columns ride along).
DROP INDEX jobs_owner_paid_completed_idx;
CREATE INDEX jobs_owner_paid_completed_idx ON jobs (owner_id, completed_at)
  INCLUDE (actual_cost, estimated_cost) WHERE paid;
