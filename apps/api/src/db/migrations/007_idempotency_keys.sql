-- Idempotency-Key (issue 11, decision 018): an API client that retries a create or a payment
-- without a record id sends the same key, and gets the first answer again instead of a second
-- write. One row per owner and key, kept 24 hours (pruned by the server now and then).
--   fingerprint: SHA-256 of the method, the path and the request body, to refuse (422) the same
--                key on a different request;
--   status, response: the first successful answer, stored once it is sent (NULL until then).
CREATE TABLE idempotency_keys (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
