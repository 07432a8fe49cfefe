-- Visit reminders (issue 28, decision 065): when the owner sent the visit's reminder, so every
-- device shows who is left to remind. NULL: not reminded; rows written before keep NULL.
ALTER TABLE jobs ADD COLUMN reminded_at timestamptz;
