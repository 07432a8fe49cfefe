-- Field day (issue 13): the language a customer is texted in (decision 024) and the on-site
-- check-in times of a job (decision 025). All optional; rows written before keep NULL.

-- NULL: texts to this customer use the app's language.
ALTER TABLE customers ADD COLUMN language text CHECK (language IN ('en', 'es'));

-- When the owner checked in at the job (scanned the customer's code) and when they left.
ALTER TABLE jobs ADD COLUMN arrived_at timestamptz;
ALTER TABLE jobs ADD COLUMN finished_at timestamptz;
