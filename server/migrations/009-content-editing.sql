-- Staff write job offers and articles (docs/decisions/019-content-editing-and-retention.md):
-- a row is public only once published; updated_at/updated_by give the optimistic
-- concurrency of staff_accounts (007) to the editing forms.

ALTER TABLE articles ADD COLUMN published_at timestamptz;
-- Milliseconds only: the client sends back the updated_at it read.
ALTER TABLE articles ADD COLUMN updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now());
ALTER TABLE articles ADD COLUMN updated_by bigint REFERENCES staff_accounts (id);
-- What was there before staff could edit was seeded, hence published when written.
UPDATE articles SET published_at = created_at, updated_at = date_trunc('milliseconds', created_at);
CREATE INDEX articles_published_newest_first ON articles (published_at DESC, id DESC) WHERE published_at IS NOT NULL;

ALTER TABLE jobs ADD COLUMN published_at timestamptz;
ALTER TABLE jobs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now());
ALTER TABLE jobs ADD COLUMN updated_by bigint REFERENCES staff_accounts (id);
UPDATE jobs SET published_at = created_at, updated_at = date_trunc('milliseconds', created_at);
CREATE INDEX jobs_published_newest_first ON jobs (published_at DESC, id DESC) WHERE published_at IS NOT NULL;

-- Retention counts from an application's last change (updated_at, filled by 008): its sweep finds them by it.
CREATE INDEX applications_updated_at ON applications (updated_at);
