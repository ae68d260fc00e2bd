-- Messages sent from the contact page (POST /api/contact). Like the quote
-- requests of 002: the message and its e-mail to the company (outbox) are
-- written in one transaction, and an Idempotency-Key finds a retry's first answer.

-- Numbers of the references given to visitors (C-2026-000017). Never reset.
CREATE SEQUENCE contact_message_number;

CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  -- The validated message as the schema outputs it (shared/src/core/schemas/contact.ts).
  payload jsonb NOT NULL,
  -- Copies of the fields the company searches by.
  full_name text NOT NULL,
  email text NOT NULL,
  telephone text NOT NULL,
  client_ip text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_newest_first ON contact_messages (created_at DESC);
CREATE INDEX contact_messages_email ON contact_messages (lower(email));
