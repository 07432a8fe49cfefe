-- Sign-in an attacker cannot turn against the owner (decision 056): each failure names the
-- address (IPv6 by its /64) and the known device it came from, so failures are counted per
-- account, per address and per device; the devices that signed in are kept to recognise them.
ALTER TABLE login_failures ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE login_failures ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE login_failures ADD COLUMN device_hash text;
CREATE INDEX login_failures_address_idx ON login_failures (address, failed_at);
CREATE INDEX login_failures_failed_idx ON login_failures (failed_at);

CREATE TABLE known_devices (
  device_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX known_devices_user_idx ON known_devices (user_id);

-- Every deleted token (sign-out, a deleted account, any later way of revoking one) is announced,
-- so the embedded server's in-memory token cache forgets it in the same instant.
CREATE FUNCTION announce_revoked_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobtrack_revoked_tokens', OLD.token_hash);
  RETURN OLD;
END;
$$;
CREATE TRIGGER auth_tokens_revoked AFTER DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION announce_revoked_token();
