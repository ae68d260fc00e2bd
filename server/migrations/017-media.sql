-- The back office's media library (docs/decisions/035-content-versions-schedules-media.md, "Media"):
-- pictures uploaded by editors, kept in the database as CVs and reply files are (022, 034), served
-- from the site's own origin at /media/<id>-<slug>.<ext>. A picture's bytes never change: its address
-- is immutable; a new picture is a new row.
--
-- Rolling deploy: only a new table; the previous version reads and writes nothing here.

CREATE TABLE media (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- From the uploaded file's name, for a readable address; never trusted as a type.
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size integer NOT NULL CHECK (size > 0),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  sha256 text NOT NULL,
  -- The picture described in each language ({"fr": …, "en": …, "es": …, "ar": …}).
  alt jsonb NOT NULL DEFAULT '{}'::jsonb,
  uploaded_by bigint REFERENCES staff_accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
  -- The last change of the alt texts, for the back office's stale-update check.
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
  updated_by bigint REFERENCES staff_accounts (id) ON DELETE SET NULL,
  content bytea NOT NULL
);
CREATE INDEX media_newest_first ON media (created_at DESC, id DESC);
-- PNG, JPEG and WebP are compressed already (as in 010).
ALTER TABLE media ALTER COLUMN content SET STORAGE EXTERNAL;
