-- What visitors send: quote requests, other-quote requests, and the outbox of
-- e-mails that tell the company about them (every form, later contact and
-- applications too). A request and its e-mail are written in one transaction.

-- Numbers of the references given to visitors (Q-2026-000123, O-2026-000045).
-- Never reset: the year in a reference is informative, the number unique.
CREATE SEQUENCE quote_request_number;
CREATE SEQUENCE other_quote_request_number;

CREATE TABLE quote_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  -- The validated request as the schema outputs it (shared/src/core/schemas/quote.ts).
  payload jsonb NOT NULL,
  -- Copies of the fields the company searches by.
  quote_type text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  company text NOT NULL,
  city text,
  loading_place text NOT NULL,
  loading_date date NOT NULL,
  unloading_place text NOT NULL,
  unloading_date date NOT NULL,
  dangerous boolean NOT NULL,
  client_ip text,
  -- Idempotency-Key header: a retried submission finds its first answer here.
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_requests_newest_first ON quote_requests (created_at DESC);
CREATE INDEX quote_requests_email ON quote_requests (lower(email));

CREATE TABLE other_quote_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  company text NOT NULL,
  city text,
  object text NOT NULL,
  client_ip text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX other_quote_requests_newest_first ON other_quote_requests (created_at DESC);
CREATE INDEX other_quote_requests_email ON other_quote_requests (lower(email));

-- E-mails to send. The sender claims due rows by pushing next_attempt_at
-- forward (a lease), so a crashed sender's rows are retried, never lost.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the message is about: 'quote-request', 'other-quote-request', ...
  kind text NOT NULL,
  -- The facts behind the message, e.g. { "reference": "Q-2026-000123" }.
  payload jsonb NOT NULL,
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  -- [{ filename, contentType, contentBase64 }], e.g. an applicant's CV.
  attachments jsonb,
  -- 'logged': no SMTP server configured, the message went to the log.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE status = 'pending';
