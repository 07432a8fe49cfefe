-- A job's optional start time and the end of its arrival window (issue 13, decision 026):
-- local times of day written HH:mm, like the scheduled date a calendar value, not an instant.
-- The window's end is kept only with a start time and after it.
ALTER TABLE jobs ADD COLUMN start_time text
  CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE jobs ADD COLUMN window_end text
  CHECK (window_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
