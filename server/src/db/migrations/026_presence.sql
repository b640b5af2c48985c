-- Several administrators at once (issue 29), second part.
--
-- The change stream's payload names who wrote by name as well as email (an open form says "Changed by <name>"),
-- and the record's label (a list names the row another administrator changed). The label is cut to 200
-- characters: NOTIFY's payload must stay under 8000 bytes.
CREATE OR REPLACE FUNCTION notify_admin_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_changes', json_build_object(
    'id', NEW.id,
    'resource', NEW.resource,
    'recordId', NEW.record_id,
    'action', NEW.action,
    'admin', NEW.admin_email,
    'adminName', (SELECT name FROM admins WHERE uuid = NEW.admin_uuid),
    'label', left(NEW.label, 200),
    'at', NEW.at
  )::text);
  RETURN NULL;
END $$;

-- Presence: which administrator has which record open in an edit form, one row per browser tab (a session's
-- token digest and the tab's own random id), kept alive by the tab's heartbeats and gone once `expires_at` passes
-- (a closed tab that could not say goodbye), when the tab leaves, or when its session ends. A table rather than
-- each instance's memory, so that every instance on the database answers the same viewers.
CREATE TABLE record_presence (
  session_digest text NOT NULL,
  tab text NOT NULL,
  admin_uuid text NOT NULL REFERENCES admins(uuid) ON DELETE CASCADE,
  resource text NOT NULL,
  record_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (session_digest, tab)
);
CREATE INDEX record_presence_record_idx ON record_presence (resource, record_id);
CREATE INDEX record_presence_expires_idx ON record_presence (expires_at);
CREATE INDEX record_presence_admin_idx ON record_presence (admin_uuid);

-- Who is on a record changed: announced on `record_presence` once the change commits, to every instance, which
-- tells its open streams; a heartbeat that only pushes `expires_at` further announces nothing.
CREATE FUNCTION notify_record_presence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('record_presence', json_build_object('resource', OLD.resource, 'recordId', OLD.record_id)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('record_presence', json_build_object('resource', NEW.resource, 'recordId', NEW.record_id)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER record_presence_notify AFTER INSERT OR DELETE ON record_presence
  FOR EACH ROW EXECUTE FUNCTION notify_record_presence();
CREATE TRIGGER record_presence_notify_move AFTER UPDATE ON record_presence
  FOR EACH ROW WHEN (OLD.resource IS DISTINCT FROM NEW.resource OR OLD.record_id IS DISTINCT FROM NEW.record_id)
  EXECUTE FUNCTION notify_record_presence();
