-- Payments (issue 15, decision 033): what has been paid on a job, how, and when. All optional;
-- rows written before keep NULL, read as "paid ? amount : 0" with no method or date.
-- The server keeps the paid amount at most the job's amount (actual cost, else estimate, else 0)
-- and the spec's paid flag true exactly when it reaches that amount (jobs.repository.ts).
ALTER TABLE jobs ADD COLUMN amount_paid numeric(12, 2) CHECK (amount_paid >= 0);
ALTER TABLE jobs ADD COLUMN payment_method text
  CHECK (payment_method IN ('cash', 'check', 'card', 'bank_transfer', 'other'));
ALTER TABLE jobs ADD COLUMN paid_at timestamptz;
