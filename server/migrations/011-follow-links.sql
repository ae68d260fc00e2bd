-- The visitor's follow-up links (docs/decisions/028-follow-up-links.md): the
-- table keeps only the SHA-256 of each link's token, so a copy of it opens no
-- page. Keyed by the reference, without a foreign key, like request_events: one
-- table serves the four kinds of requests. A link expires 180 days after its
-- request's updated_at: read from the request, never stored, so the two cannot disagree.
CREATE TABLE follow_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
-- One live link per request: issuing a new one revokes the old in the same transaction.
CREATE UNIQUE INDEX follow_links_live ON follow_links (reference) WHERE revoked_at IS NULL;

-- A visitor's message written on the follow-up page is an event of the request's
-- thread (actor_id NULL: no staff member), once per Idempotency-Key.
ALTER TABLE request_events DROP CONSTRAINT request_events_type_check;
ALTER TABLE request_events ADD CONSTRAINT request_events_type_check
  CHECK (type IN ('status', 'assigned', 'note', 'reply', 'cv-downloaded', 'visitor-message'));
ALTER TABLE request_events ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX request_events_idempotency ON request_events (reference, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
