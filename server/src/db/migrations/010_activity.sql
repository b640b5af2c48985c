-- The activity log (issue #18): one row per write made through /v1, written in the write's own transaction.
-- `changes` holds [{field, before, after}] with secrets left out; the indexes serve the list's filters and sorts.
CREATE TABLE activity (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  admin_uuid text,
  admin_email text,
  action text NOT NULL,
  resource text NOT NULL,
  record_id text,
  label text,
  changes jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX activity_at_idx ON activity (at DESC, id DESC);
CREATE INDEX activity_record_idx ON activity (resource, record_id, at DESC);
CREATE INDEX activity_admin_idx ON activity (admin_uuid, at DESC);
CREATE INDEX activity_action_idx ON activity (action, at DESC);
