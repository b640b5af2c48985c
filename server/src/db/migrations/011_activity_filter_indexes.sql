-- The Activity page's filters by admin email and by area + action (issue #18): without these, both read the whole
-- log (bench/activity.ts measured 130 ms and 265 ms at 1 000 000 entries).
CREATE INDEX activity_admin_email_idx ON activity (admin_email, at DESC);
CREATE INDEX activity_resource_action_idx ON activity (resource, action, at DESC);

-- The unfiltered list's total (its Content-Range) without counting every entry: kept by statement triggers as
-- entries are written, pruned or truncated (counting 1 000 000 entries took 250 ms).
CREATE TABLE activity_count (id int PRIMARY KEY CHECK (id = 1), n bigint NOT NULL);
INSERT INTO activity_count (id, n) SELECT 1, count(*) FROM activity;

CREATE FUNCTION activity_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_count (id, n) SELECT 1, count(*) FROM added
  ON CONFLICT (id) DO UPDATE SET n = activity_count.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION activity_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activity_count SET n = n - (SELECT count(*) FROM removed);
  RETURN NULL;
END $$;

CREATE FUNCTION activity_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_count;
  RETURN NULL;
END $$;

CREATE TRIGGER activity_counted_insert AFTER INSERT ON activity
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION activity_count_added();
CREATE TRIGGER activity_counted_delete AFTER DELETE ON activity
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION activity_count_removed();
CREATE TRIGGER activity_counted_truncate AFTER TRUNCATE ON activity
  FOR EACH STATEMENT EXECUTE FUNCTION activity_count_emptied();
