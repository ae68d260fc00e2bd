-- Counts of the inbox kept as requests change, so that the list's counts per status and the views'
-- unread counts read a few dozen rows instead of every request
-- (docs/decisions/036-inbox-counts-kept-as-they-change.md).
--
-- Both tables hold signed deltas, only ever inserted: a count is the sum of its key's rows. Writers
-- never update a shared row, so concurrent writers neither wait on nor deadlock over a hot counter
-- (every public form adds to the same "new, unassigned" key); compact_inbox_counts() folds the rows
-- into one per key, atomically, now and then.
--
-- Rolling deploy: new tables, functions and triggers; the previous version neither reads these
-- tables nor writes anything the triggers do not already cover.

-- Requests per kind, status, assignee (NULL: nobody) and whether they have had a first reply
-- (overdue = open, not replied, arrived before a bound: the replied flag makes it a count too).
CREATE TABLE request_counts (
  kind text NOT NULL,
  status text NOT NULL,
  assignee_id bigint,
  replied boolean NOT NULL,
  n bigint NOT NULL
);

-- Of those, how many each person has opened (a read mark of request_reads on an existing request).
-- No foreign key to the account: a deleted account's marks go with it and their deltas sum to zero.
CREATE TABLE request_read_counts (
  account_id bigint NOT NULL,
  kind text NOT NULL,
  status text NOT NULL,
  assignee_id bigint,
  replied boolean NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX request_read_counts_account ON request_read_counts (account_id);

-- A request's readers, found by its reference when it changes or goes.
CREATE INDEX request_reads_reference ON request_reads (reference);

-- Statement-level triggers with transition tables: a bulk change, a retention sweep or a seed of
-- 100,000 rows writes one delta per key, not one per row. TG_ARGV[0] is the table's kind.
CREATE FUNCTION inbox_counts_on_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  request_kind text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_counts (kind, status, assignee_id, replied, n)
      SELECT request_kind, status, assignee_id, first_reply_at IS NOT NULL, count(*) FROM new_rows GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_counts (kind, status, assignee_id, replied, n)
      SELECT request_kind, status, assignee_id, first_reply_at IS NOT NULL, -count(*) FROM old_rows GROUP BY 2, 3, 4;
    INSERT INTO request_read_counts (account_id, kind, status, assignee_id, replied, n)
      SELECT rr.account_id, request_kind, o.status, o.assignee_id, o.first_reply_at IS NOT NULL, -count(*)
      FROM old_rows o JOIN request_reads rr ON rr.reference = o.reference GROUP BY 1, 3, 4, 5;
    -- The marks go with the request; their own trigger finds no request left and counts nothing.
    DELETE FROM request_reads WHERE reference IN (SELECT reference FROM old_rows);
  ELSE
    -- Only the rows whose key changed (most updates touch notes, names, updated_at): -1 under the old
    -- key, +1 under the new one, for the request and for each person who has opened it.
    WITH changed AS (
      SELECT o.reference, o.status AS old_status, o.assignee_id AS old_assignee,
             o.first_reply_at IS NOT NULL AS old_replied,
             n.status, n.assignee_id, n.first_reply_at IS NOT NULL AS replied
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.assignee_id, o.first_reply_at IS NOT NULL)
        IS DISTINCT FROM (n.status, n.assignee_id, n.first_reply_at IS NOT NULL)
    ), moves AS (
      SELECT reference, old_status AS status, old_assignee AS assignee_id, old_replied AS replied, -1 AS n FROM changed
      UNION ALL
      SELECT reference, status, assignee_id, replied, 1 FROM changed
    ), totals AS (
      INSERT INTO request_counts (kind, status, assignee_id, replied, n)
        SELECT request_kind, status, assignee_id, replied, sum(n) FROM moves GROUP BY 2, 3, 4 HAVING sum(n) <> 0
    )
    INSERT INTO request_read_counts (account_id, kind, status, assignee_id, replied, n)
      SELECT rr.account_id, request_kind, m.status, m.assignee_id, m.replied, sum(m.n)
      FROM moves m JOIN request_reads rr ON rr.reference = m.reference
      GROUP BY 1, 3, 4, 5 HAVING sum(m.n) <> 0;
  END IF;
  RETURN NULL;
END $$;

-- A read mark written or removed counts under its request's key as the request is now. The request's
-- row is locked (FOR SHARE) first: a change of its status waits for the mark's transaction, or the
-- mark's waits for the change and then reads the changed row, so the two never count past each other.
CREATE FUNCTION inbox_counts_on_read() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  kinds text[] := ARRAY['quote', 'other-quote', 'contact', 'application'];
  tables text[] := ARRAY['quote_requests', 'other_quote_requests', 'contact_messages', 'applications'];
  marks text := CASE TG_OP WHEN 'INSERT' THEN 'new_marks' ELSE 'old_marks' END;
BEGIN
  FOR i IN 1 .. 4 LOOP
    EXECUTE format('SELECT 1 FROM %I t WHERE t.reference IN (SELECT reference FROM %I) FOR SHARE', tables[i], marks);
    EXECUTE format(
      'INSERT INTO request_read_counts (account_id, kind, status, assignee_id, replied, n)
         SELECT m.account_id, %L, t.status, t.assignee_id, t.first_reply_at IS NOT NULL, %s * count(*)
         FROM %I m JOIN %I t ON t.reference = m.reference GROUP BY 1, 3, 4, 5',
      kinds[i], direction, marks, tables[i]);
  END LOOP;
  RETURN NULL;
END $$;

DO $$
DECLARE
  kinds text[] := ARRAY['quote', 'other-quote', 'contact', 'application'];
  tables text[] := ARRAY['quote_requests', 'other_quote_requests', 'contact_messages', 'applications'];
BEGIN
  FOR i IN 1 .. 4 LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_on_request(%L)', tables[i] || '_counts_insert', tables[i], kinds[i]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_on_request(%L)', tables[i] || '_counts_update', tables[i], kinds[i]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_on_request(%L)', tables[i] || '_counts_delete', tables[i], kinds[i]);
    -- The requests already there, counted once.
    EXECUTE format('INSERT INTO request_counts (kind, status, assignee_id, replied, n)
      SELECT %L, status, assignee_id, first_reply_at IS NOT NULL, count(*) FROM %I GROUP BY 2, 3, 4', kinds[i], tables[i]);
    EXECUTE format('INSERT INTO request_read_counts (account_id, kind, status, assignee_id, replied, n)
      SELECT rr.account_id, %L, t.status, t.assignee_id, t.first_reply_at IS NOT NULL, count(*)
      FROM request_reads rr JOIN %I t ON t.reference = rr.reference GROUP BY 1, 3, 4, 5', kinds[i], tables[i]);
  END LOOP;
END $$;
CREATE TRIGGER request_reads_counts_insert AFTER INSERT ON request_reads REFERENCING NEW TABLE AS new_marks
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_on_read();
CREATE TRIGGER request_reads_counts_delete AFTER DELETE ON request_reads REFERENCING OLD TABLE AS old_marks
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_on_read();

-- Folds each table's deltas into one row per key in one statement: the rows it deletes are exactly
-- the rows it sums, so a concurrent writer's uncommitted delta (not seen, not deleted) stays for the
-- next fold, and a concurrent fold skips the rows this one deleted.
CREATE FUNCTION compact_inbox_counts() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM request_counts RETURNING *)
  INSERT INTO request_counts (kind, status, assignee_id, replied, n)
    SELECT kind, status, assignee_id, replied, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
  WITH gone AS (DELETE FROM request_read_counts RETURNING *)
  INSERT INTO request_read_counts (account_id, kind, status, assignee_id, replied, n)
    SELECT account_id, kind, status, assignee_id, replied, sum(n) FROM gone GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
$$;
