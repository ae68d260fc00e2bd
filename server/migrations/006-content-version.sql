-- A counter of changes to the published content (articles, jobs, categories,
-- partners and their translations), whoever makes them: this server, another
-- server on the same database, a migration or a hand-written UPDATE. Every
-- statement that writes one of those tables adds one and tells the listeners
-- of the 'content_changed' channel the table's schema (pg_notify is delivered
-- at commit, dropped by a rollback). The API's in-process response cache is
-- invalidated by it (server/README.md, "Caching of the public GETs").
CREATE TABLE content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO content_version (id, version) VALUES (true, 0);

CREATE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1;
  PERFORM pg_notify('content_changed', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;

-- One statement-level trigger per content table (db/content-version.ts lists the same tables).
DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['articles', 'article_translations', 'jobs', 'job_translations',
                                       'categories', 'category_translations', 'partners'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION content_changed()',
      content_table || '_changed', content_table);
  END LOOP;
END;
$$;
