-- One row every write transaction bumps before it commits (issue #11): each server instance on the database
-- compares it with the version its kept answers were built at, so another instance's write is seen at once.
CREATE TABLE data_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO data_version (id, version) VALUES (1, 0);
