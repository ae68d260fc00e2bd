-- Reply templates and the files attached to a reply
-- (docs/decisions/034-reply-templates-and-attachments.md).
--
-- Rolling deploy: only new tables; the previous version reads and writes nothing here.

-- A template of a reply in one language. Its author edits and deletes it (an admin, any); `shared`
-- ones are offered to every colleague who answers requests, the others to their author only.
CREATE TABLE reply_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  shared boolean NOT NULL DEFAULT false,
  language text NOT NULL CHECK (language IN ('fr', 'en', 'es', 'ar')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  subject text NOT NULL DEFAULT '',
  body text NOT NULL CHECK (length(body) >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reply_templates_language ON reply_templates (language, lower(name));

-- A file sent with a reply, kept with the reply's event (as the CVs are kept with their application,
-- 010): erasure and retention delete the request's events, and these with them.
CREATE TABLE reply_attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES request_events (id) ON DELETE CASCADE,
  reference text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  content bytea NOT NULL
);
CREATE INDEX reply_attachments_event ON reply_attachments (event_id);
CREATE INDEX reply_attachments_reference ON reply_attachments (reference);
-- PDFs, PNGs and JPEGs are compressed already (as in 010).
ALTER TABLE reply_attachments ALTER COLUMN content SET STORAGE EXTERNAL;
