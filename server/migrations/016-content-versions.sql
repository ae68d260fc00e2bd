-- Each save of an article or a job offer kept as a version (docs/decisions/035-content-versions-schedules-media.md):
-- the editable fields as the form sends them (the API's input schema), so a restore is one more save.
-- `number` counts per record from 1; `restored_from` names the version a restore copied. A record
-- saved for the first time since it was written elsewhere (seed, earlier releases) gets its state
-- before that save as version 1 (content/content-versions.ts), so nothing is backfilled here.

CREATE TABLE content_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('article', 'job')),
  record_id integer NOT NULL,
  number integer NOT NULL CHECK (number >= 1),
  content jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
  created_by bigint REFERENCES staff_accounts (id),
  restored_from integer,
  UNIQUE (kind, record_id, number)
);
