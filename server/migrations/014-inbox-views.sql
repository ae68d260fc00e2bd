-- Saved views, read marks and the indexes of the inbox at 100,000 requests
-- (docs/decisions/033-inbox-views-and-bulk-actions.md).
--
-- Rolling deploy: only new tables and indexes; the previous version reads and
-- writes nothing here.

-- A person's own views: a name and the list's filters (the query string's fields), per account.
CREATE TABLE staff_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_views_name ON staff_views (account_id, lower(name));

-- "Opened by this person": set when the person opens a request's detail. Unread = no row here.
CREATE TABLE request_reads (
  account_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  reference text NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, reference)
);

-- The overdue count groups the waiting requests by status: with the status in a partial index it is
-- an index-only scan instead of a scan of the table (most of a backlog is still waiting).
CREATE INDEX quote_requests_waiting_status ON quote_requests (status, created_at, reference)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');
CREATE INDEX other_quote_requests_waiting_status ON other_quote_requests (status, created_at, reference)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');
CREATE INDEX contact_messages_waiting_status ON contact_messages (status, created_at, reference)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');
CREATE INDEX applications_waiting_status ON applications (status, created_at, reference)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');

-- Unread counts are over the open requests (new, in progress): by status, then assignee ("mine",
-- "unassigned", a saved status), the reference last for the anti-join with the read marks, all read
-- from the index alone.
CREATE INDEX quote_requests_open ON quote_requests (status, assignee_id, reference)
  WHERE status IN ('new', 'in_progress');
CREATE INDEX other_quote_requests_open ON other_quote_requests (status, assignee_id, reference)
  WHERE status IN ('new', 'in_progress');
CREATE INDEX contact_messages_open ON contact_messages (status, assignee_id, reference)
  WHERE status IN ('new', 'in_progress');
CREATE INDEX applications_open ON applications (status, assignee_id, reference)
  WHERE status IN ('new', 'in_progress');

-- A word searched anywhere in the text (LIKE '%word%'): trigram GIN indexes. PostgreSQL ships
-- pg_trgm; embedded PGlite has it only when loaded at start, which this server does not do, so
-- there the search stays a scan (an embedded database holds an office's requests, not 100,000).
-- The extension goes to public once per database (test schemas come and go); the operator class is
-- named with the schema it is in, wherever an earlier install put it.
DO $$
DECLARE
  ops text;
  tbl text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
    SELECT format('%I.gin_trgm_ops', n.nspname) INTO ops
      FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace
      JOIN pg_am m ON m.oid = c.opcmethod
      WHERE c.opcname = 'gin_trgm_ops' AND m.amname = 'gin';
    FOREACH tbl IN ARRAY ARRAY['quote_requests', 'other_quote_requests', 'contact_messages', 'applications'] LOOP
      EXECUTE format('CREATE INDEX %I ON %I USING gin (inbox_search %s)', tbl || '_search_trgm', tbl, ops);
    END LOOP;
  END IF;
END $$;
