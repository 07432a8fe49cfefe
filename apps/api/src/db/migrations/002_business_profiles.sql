-- The business profile (spec §3), kept on the server in signed-in mode so it follows the owner
-- to another device (docs/architecture.md §5). One row per owner; the profile is the app's JSON as is.

CREATE TABLE business_profiles (
  owner_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  profile jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
