-- A change version per table, kept by the database itself (issues 24, 25, 26): every INSERT, UPDATE, DELETE or
-- TRUNCATE statement on a data table bumps its table's row here, in the writing transaction, whoever writes
-- (this server, another instance, a data-modifying CTE, a function, psql). Kept answers name the tables they
-- read and compare these versions (server/src/db/tableVersions.ts). The trigger is attached to every table by
-- the migration runner after each migration run, so tables added later get it too. Replaces the
-- whole-database `data_version` row.
DROP TABLE data_version;

CREATE TABLE table_versions (
  table_name text PRIMARY KEY,
  version bigint NOT NULL
);

-- Statement-level: a statement writing 100 000 rows bumps once. The row stays locked until the transaction ends,
-- so the new version and the new rows become visible together, and two transactions writing the same table
-- take their versions one after the other (a reader never sees a version without the rows it stands for).
CREATE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions AS current (table_name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET version = current.version + 1;
  RETURN NULL;
END $$;
