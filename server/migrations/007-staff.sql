-- The staff back office's accounts, sessions, password resets and audit log
-- (docs/decisions/017-staff-authentication.md).

CREATE TABLE staff_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'sales', 'recruiter', 'editor')),
  -- argon2id (PHC string); NULL until the member sets a password through a reset link.
  password_hash text,
  disabled_at timestamptz,
  -- Milliseconds only: the client sends back the updated_at it read (optimistic concurrency).
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- Who made the last change, told to a second editor whose change is refused.
  updated_by bigint REFERENCES staff_accounts (id),
  password_changed_at timestamptz
);
CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (lower(email));

-- The cookie holds a random value; only its SHA-256 is kept, so a copy of the
-- table signs nobody in.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES staff_accounts (id),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id) WHERE revoked_at IS NULL;

CREATE TABLE staff_password_resets (
  token_hash text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES staff_accounts (id),
  -- The admin who issued the link; NULL when issued by the create-admin command.
  created_by bigint REFERENCES staff_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_password_resets_account ON staff_password_resets (account_id);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- NULL for what nobody signed in did (a failed sign-in, a command).
  actor_id bigint REFERENCES staff_accounts (id),
  action text NOT NULL,
  target_kind text,
  target_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
-- An admin filters by date range, by actor and by action, newest first.
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);
CREATE INDEX audit_log_target ON audit_log (target_kind, target_id);
