-- The change stream (issue 29): every activity entry (one per write made through /v1, in the write's own
-- transaction) is announced on the `admin_changes` channel. NOTIFY is delivered when the transaction commits, to
-- every session listening on the database, so every server instance on one database hears every other's writes,
-- and a write that rolls back announces nothing. The payload is small (well under NOTIFY's 8000 bytes): the
-- entry's id (the stream's event id, from which a client resumes), resource, record, action and who.
CREATE FUNCTION notify_admin_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_changes', json_build_object(
    'id', NEW.id,
    'resource', NEW.resource,
    'recordId', NEW.record_id,
    'action', NEW.action,
    'admin', NEW.admin_email,
    'at', NEW.at
  )::text);
  RETURN NULL;
END $$;

CREATE TRIGGER activity_notify_change AFTER INSERT ON activity
  FOR EACH ROW EXECUTE FUNCTION notify_admin_change();
