-- The staff inbox (docs/decisions/018-staff-inbox.md): every request a visitor
-- sent gets a status, an assignee and who changed it last, on its own table;
-- request_events keeps the history of all four kinds; staff_requests is the
-- inbox's one list over the four tables.

ALTER TABLE quote_requests
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered', 'archived')),
  ADD COLUMN assignee_id bigint REFERENCES staff_accounts (id),
  -- Milliseconds only, like staff_accounts: the client sends back the updated_at it read.
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  ADD COLUMN updated_by bigint REFERENCES staff_accounts (id);
ALTER TABLE other_quote_requests
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered', 'archived')),
  ADD COLUMN assignee_id bigint REFERENCES staff_accounts (id),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  ADD COLUMN updated_by bigint REFERENCES staff_accounts (id);
ALTER TABLE contact_messages
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered', 'archived')),
  ADD COLUMN assignee_id bigint REFERENCES staff_accounts (id),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  ADD COLUMN updated_by bigint REFERENCES staff_accounts (id);
ALTER TABLE applications
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered', 'archived')),
  ADD COLUMN assignee_id bigint REFERENCES staff_accounts (id),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  ADD COLUMN updated_by bigint REFERENCES staff_accounts (id);

-- What the inbox's search looks in, lower-cased once when the row is written:
-- a LIKE over one stored column is several times faster than ILIKE over four
-- (docs/decisions/018-staff-inbox.md). Line breaks keep the fields apart.
ALTER TABLE quote_requests ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || company || E'\n' || reference)) STORED;
ALTER TABLE other_quote_requests ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || company || E'\n' || reference)) STORED;
ALTER TABLE contact_messages ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || reference)) STORED;
ALTER TABLE applications ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || reference)) STORED;

-- Requests stored before this migration last changed when they arrived.
UPDATE quote_requests SET updated_at = date_trunc('milliseconds', created_at);
UPDATE other_quote_requests SET updated_at = date_trunc('milliseconds', created_at);
UPDATE contact_messages SET updated_at = date_trunc('milliseconds', created_at);
UPDATE applications SET updated_at = date_trunc('milliseconds', created_at);

-- Newest first (the reference breaks ties: it is unique across the four tables,
-- so (created_at, reference) is the keyset of the CSV export's batches), and the
-- same order within a status or an assignee's requests.
CREATE INDEX quote_requests_inbox ON quote_requests (created_at DESC, reference DESC);
CREATE INDEX quote_requests_status ON quote_requests (status, created_at DESC);
CREATE INDEX quote_requests_assignee ON quote_requests (assignee_id, created_at DESC) WHERE assignee_id IS NOT NULL;
CREATE INDEX other_quote_requests_inbox ON other_quote_requests (created_at DESC, reference DESC);
CREATE INDEX other_quote_requests_status ON other_quote_requests (status, created_at DESC);
CREATE INDEX other_quote_requests_assignee ON other_quote_requests (assignee_id, created_at DESC)
  WHERE assignee_id IS NOT NULL;
CREATE INDEX contact_messages_inbox ON contact_messages (created_at DESC, reference DESC);
CREATE INDEX contact_messages_status ON contact_messages (status, created_at DESC);
CREATE INDEX contact_messages_assignee ON contact_messages (assignee_id, created_at DESC) WHERE assignee_id IS NOT NULL;
CREATE INDEX applications_inbox ON applications (created_at DESC, reference DESC);
CREATE INDEX applications_status ON applications (status, created_at DESC);
CREATE INDEX applications_assignee ON applications (assignee_id, created_at DESC) WHERE assignee_id IS NOT NULL;

-- The history of a request: status changes, assignments, notes, replies, CV
-- downloads. Keyed by the reference, without a foreign key, so one table
-- serves the four kinds.
CREATE TABLE request_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id bigint REFERENCES staff_accounts (id),
  type text NOT NULL CHECK (type IN ('status', 'assigned', 'note', 'reply', 'cv-downloaded')),
  -- status: { from, to }; assigned: { from, to } (account ids); note: { text };
  -- reply: { subject, text, outbox_id }; cv-downloaded: {}.
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX request_events_reference ON request_events (reference, at DESC, id DESC);

-- The acknowledgement of a request (outbox.payload.acknowledges), shown in its detail.
CREATE INDEX outbox_acknowledges ON outbox ((payload ->> 'acknowledges')) WHERE payload ? 'acknowledges';

-- The inbox: the columns the four kinds share, plus what a list or an export
-- shows of each (phone, a one-line subject) and the search text. company is
-- NULL where the form does not ask for one.
CREATE VIEW staff_requests AS
  SELECT 'quote'::text AS kind, id, reference, full_name, email, phone, company, language, status,
         assignee_id, created_at, updated_at, updated_by,
         loading_place || ' → ' || unloading_place AS subject, inbox_search
  FROM quote_requests
  UNION ALL
  SELECT 'other-quote'::text, id, reference, full_name, email, phone, company, language, status,
         assignee_id, created_at, updated_at, updated_by, object, inbox_search
  FROM other_quote_requests
  UNION ALL
  SELECT 'contact'::text, id, reference, full_name, email, telephone, NULL::text, language, status,
         assignee_id, created_at, updated_at, updated_by, left(payload ->> 'message', 200),
         inbox_search
  FROM contact_messages
  UNION ALL
  SELECT 'application'::text, id, reference, full_name, email, phone, NULL::text, language, status,
         assignee_id, created_at, updated_at, updated_by, job_post, inbox_search
  FROM applications;
