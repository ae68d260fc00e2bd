-- Job applications sent from /jobOffers (POST /api/condidature, multipart).
-- The CV is a file in the upload storage (src/storage), written before the
-- row; the row and its e-mail to the company (outbox, with the CV attached by
-- reference) are written in one transaction, and the file is removed if that
-- transaction fails. So a row always has its file.

-- Numbers of the references given to visitors (A-2026-000007). Never reset.
CREATE SEQUENCE application_number;

CREATE TABLE applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  -- The validated text fields as the schema outputs them
  -- (shared/src/core/schemas/application.ts), plus the CV's { size, sha256 }.
  payload jsonb NOT NULL,
  -- Copies of the fields the company searches by.
  career_type text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  country text NOT NULL,
  city text NOT NULL,
  experience text,
  level_of_studies text NOT NULL,
  -- The offer applied for (null: a spontaneous application), and its French
  -- title when the application arrived, kept if the offer is removed later.
  job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
  job_post text,
  -- The CV: its generated storage key (never the visitor's file name), the
  -- visitor's file name as information only (sanitized), size and checksum.
  cv_storage_key text NOT NULL UNIQUE,
  cv_file_name text NOT NULL,
  cv_size integer NOT NULL CHECK (cv_size > 0),
  cv_sha256 text NOT NULL,
  client_ip text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applications_newest_first ON applications (created_at DESC);
CREATE INDEX applications_email ON applications (lower(email));

-- outbox.attachments (002) also holds references to stored files:
-- [{ filename, contentType, storageKey }], read from the storage when the e-mail is sent.
