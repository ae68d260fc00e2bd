-- The notification of a content change names the version it made: '<schema> <version>'
-- (006 sent the schema alone). A server that has already heard a version (its own write,
-- its listener, or its 5-second read of content_version) then empties its caches once for
-- it, not again when the next read finds the same version (db/postgres-database.ts).
-- Versions are given in commit order: the row lock on content_version is held to commit.
CREATE OR REPLACE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made bigint;
BEGIN
  UPDATE content_version SET version = version + 1 RETURNING version INTO made;
  PERFORM pg_notify('content_changed', TG_TABLE_SCHEMA || ' ' || made);
  RETURN NULL;
END;
$$;
