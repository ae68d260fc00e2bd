-- The inbox shows what was asked and how long each request has waited for its
-- first answer (docs/decisions/029-inbox-previews-and-waiting-times.md).
--
-- inbox_preview: the start of the message (or a quote's route), on one line,
-- written once with the row so the list reads it from the table. inbox_search
-- gains the preview, so a person finds a request by what it said.
-- first_reply_at: the first 'reply' event, kept on the request by a trigger so
-- that "still waiting" is a column a partial index can hold.
--
-- Rolling deploy: the view keeps every column it had (new ones are appended),
-- and the previous version writes no column this migration adds.

-- One line, at most 120 characters: what a row of the list has room for.
CREATE FUNCTION inbox_preview_text(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT left(regexp_replace(btrim(body), '\s+', ' ', 'g'), 120) $$;

DROP VIEW staff_requests;

ALTER TABLE quote_requests
  ADD COLUMN inbox_preview text GENERATED ALWAYS AS (inbox_preview_text(loading_place || ' → ' || unloading_place)) STORED,
  ADD COLUMN first_reply_at timestamptz;
ALTER TABLE other_quote_requests
  ADD COLUMN inbox_preview text GENERATED ALWAYS AS (inbox_preview_text(payload #>> '{info,message}')) STORED,
  ADD COLUMN first_reply_at timestamptz;
ALTER TABLE contact_messages
  ADD COLUMN inbox_preview text GENERATED ALWAYS AS (inbox_preview_text(payload ->> 'message')) STORED,
  ADD COLUMN first_reply_at timestamptz;
ALTER TABLE applications
  ADD COLUMN inbox_preview text GENERATED ALWAYS AS (inbox_preview_text(payload ->> 'message')) STORED,
  ADD COLUMN first_reply_at timestamptz;

-- A generated column cannot read another: the preview's expression is repeated.
ALTER TABLE quote_requests DROP COLUMN inbox_search, ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || company || E'\n' || reference || E'\n'
    || inbox_preview_text(loading_place || ' → ' || unloading_place))) STORED;
ALTER TABLE other_quote_requests DROP COLUMN inbox_search, ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || company || E'\n' || reference || E'\n'
    || coalesce(inbox_preview_text(payload #>> '{info,message}'), ''))) STORED;
ALTER TABLE contact_messages DROP COLUMN inbox_search, ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || reference || E'\n'
    || coalesce(inbox_preview_text(payload ->> 'message'), ''))) STORED;
ALTER TABLE applications DROP COLUMN inbox_search, ADD COLUMN inbox_search text GENERATED ALWAYS AS
  (lower(full_name || E'\n' || email || E'\n' || reference || E'\n'
    || coalesce(inbox_preview_text(payload ->> 'message'), ''))) STORED;

-- Requests answered before this migration: their first reply event.
WITH first_replies AS (
  SELECT reference, min(at) AS at FROM request_events WHERE type = 'reply' GROUP BY reference
), quotes AS (
  UPDATE quote_requests t SET first_reply_at = f.at FROM first_replies f WHERE f.reference = t.reference
), other_quotes AS (
  UPDATE other_quote_requests t SET first_reply_at = f.at FROM first_replies f WHERE f.reference = t.reference
), contacts AS (
  UPDATE contact_messages t SET first_reply_at = f.at FROM first_replies f WHERE f.reference = t.reference
)
UPDATE applications t SET first_reply_at = f.at FROM first_replies f WHERE f.reference = t.reference;

-- Every writer of a reply event (the back office, a seed, a script) sets it: the
-- reference's prefix names the table (shared/src/core/schemas/staff-inbox.ts).
CREATE FUNCTION request_first_reply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE left(NEW.reference, 1)
    WHEN 'Q' THEN
      UPDATE quote_requests SET first_reply_at = NEW.at WHERE reference = NEW.reference AND first_reply_at IS NULL;
    WHEN 'O' THEN
      UPDATE other_quote_requests SET first_reply_at = NEW.at WHERE reference = NEW.reference AND first_reply_at IS NULL;
    WHEN 'C' THEN
      UPDATE contact_messages SET first_reply_at = NEW.at WHERE reference = NEW.reference AND first_reply_at IS NULL;
    WHEN 'A' THEN
      UPDATE applications SET first_reply_at = NEW.at WHERE reference = NEW.reference AND first_reply_at IS NULL;
    ELSE NULL;
  END CASE;
  RETURN NULL;
END $$;
CREATE TRIGGER request_events_first_reply AFTER INSERT ON request_events
  FOR EACH ROW WHEN (NEW.type = 'reply') EXECUTE FUNCTION request_first_reply();

-- The "overdue" filter: open requests still waiting, newest first (the list's order).
CREATE INDEX quote_requests_waiting ON quote_requests (created_at DESC, reference DESC)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');
CREATE INDEX other_quote_requests_waiting ON other_quote_requests (created_at DESC, reference DESC)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');
CREATE INDEX contact_messages_waiting ON contact_messages (created_at DESC, reference DESC)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');
CREATE INDEX applications_waiting ON applications (created_at DESC, reference DESC)
  WHERE first_reply_at IS NULL AND status IN ('new', 'in_progress');

-- 008's view, the preview and the first reply appended.
CREATE VIEW staff_requests AS
  SELECT 'quote'::text AS kind, id, reference, full_name, email, phone, company, language, status,
         assignee_id, created_at, updated_at, updated_by,
         loading_place || ' → ' || unloading_place AS subject, inbox_search, inbox_preview, first_reply_at
  FROM quote_requests
  UNION ALL
  SELECT 'other-quote'::text, id, reference, full_name, email, phone, company, language, status,
         assignee_id, created_at, updated_at, updated_by, object, inbox_search, inbox_preview, first_reply_at
  FROM other_quote_requests
  UNION ALL
  SELECT 'contact'::text, id, reference, full_name, email, telephone, NULL::text, language, status,
         assignee_id, created_at, updated_at, updated_by, left(payload ->> 'message', 200),
         inbox_search, inbox_preview, first_reply_at
  FROM contact_messages
  UNION ALL
  SELECT 'application'::text, id, reference, full_name, email, phone, NULL::text, language, status,
         assignee_id, created_at, updated_at, updated_by, job_post, inbox_search, inbox_preview, first_reply_at
  FROM applications;
