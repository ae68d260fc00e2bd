-- The applicants' CVs move from files under UPLOAD_DIR into the database
-- (docs/decisions/022-files-in-the-database.md): every instance reads every
-- CV, and one backup holds them with their applications.
--
-- A CV is keyed by the application's cv_storage_key (003), the key its e-mail's
-- attachment names ({ filename, contentType, storageKey } in outbox.attachments),
-- so the outbox rows need no change. The new version writes the row and its CV
-- in one statement (src/submissions/store-submission.ts): no application without
-- its CV. ON DELETE CASCADE: no CV without its application, whoever deletes it.
--
-- Rolling deploy (expand only): this migration adds a table and changes no
-- column, so a previous version still running beside the new one keeps working
-- as before: it writes its CVs as files on its own disk and its applications with
-- a cv_storage_key, and its retention sweep and erasure delete applications,
-- which now takes their CV rows too. An e-mail one version queued and the other
-- claims fails that attempt (the file or the row is on the other side) and is
-- retried (30 s, 1 min, 2 min …: about 3 hours before it is marked failed).
-- Once no previous version runs, `npm run files:import` moves the files they
-- wrote into this table. A constraint requiring a CV row for every application
-- can only come after that, in a later migration (contract).
CREATE TABLE application_cvs (
  storage_key text PRIMARY KEY REFERENCES applications (cv_storage_key) ON DELETE CASCADE,
  content bytea NOT NULL CHECK (octet_length(content) > 0)
);
-- PDFs are already compressed: stored out of line uncompressed, so that reading
-- a CV a slice at a time (substring) fetches only that slice's pages.
ALTER TABLE application_cvs ALTER COLUMN content SET STORAGE EXTERNAL;
