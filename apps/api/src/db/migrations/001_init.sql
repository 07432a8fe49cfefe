-- JobTrack schema, version 1. Written for PostgreSQL 15 and PGlite alike.

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  business_name text,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE login_failures (
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE customers (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  email text,
  phone text,
  address text,
  business_name text,
  notes text,
  service_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, id)
);
CREATE INDEX customers_owner_name_idx ON customers (owner_id, lower(name));

CREATE TABLE jobs (
  owner_id text NOT NULL,
  id text NOT NULL,
  customer_id text NOT NULL,
  title text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'in_progress', 'completed', 'cancelled')),
  estimated_cost numeric(12, 2) CHECK (estimated_cost >= 0),
  actual_cost numeric(12, 2) CHECK (actual_cost >= 0),
  estimated_hours numeric(8, 2) CHECK (estimated_hours >= 0),
  actual_hours numeric(8, 2) CHECK (actual_hours >= 0),
  due_date date,
  paid boolean NOT NULL DEFAULT false,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The scheduled date of spec §3: the due date, else the created date (in UTC).
  scheduled_date date GENERATED ALWAYS AS (
    coalesce(due_date, (created_at AT TIME ZONE 'UTC')::date)
  ) STORED,
  PRIMARY KEY (owner_id, id),
  FOREIGN KEY (owner_id, customer_id) REFERENCES customers (owner_id, id) ON DELETE CASCADE
);
CREATE INDEX jobs_owner_customer_idx ON jobs (owner_id, customer_id);
CREATE INDEX jobs_owner_scheduled_idx ON jobs (owner_id, scheduled_date);
CREATE INDEX jobs_owner_unpaid_idx ON jobs (owner_id) WHERE status = 'completed' AND NOT paid;
CREATE INDEX jobs_owner_paid_completed_idx ON jobs (owner_id, completed_at) WHERE paid;

CREATE TABLE waitlist (
  email text PRIMARY KEY,
  business_type text,
  source text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_sessions (
  session_id text PRIMARY KEY,
  user_id text,
  demo_mode boolean,
  user_type text,
  referrer text,
  user_agent text,
  landing_page text,
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_sessions_started_idx ON analytics_sessions (started_at);

CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_id text,
  session_id text,
  demo_mode boolean,
  user_type text,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_occurred_idx ON analytics_events (occurred_at);
CREATE INDEX analytics_events_session_idx ON analytics_events (session_id, occurred_at);
