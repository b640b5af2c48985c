-- Presence calls can arrive out of order: a tab's announce still on its way when the tab closes can reach the server
-- after the page's keepalive "leave", and would put the tab back on the record until its presence expires. Each tab
-- numbers its calls (`seq`); a call older than the last one applied is ignored. A tab that left keeps its row, with
-- no record (`resource` and `record_id` null), until it expires, so that a late announce still meets the leave.
ALTER TABLE record_presence ADD COLUMN seq integer NOT NULL DEFAULT 0;
ALTER TABLE record_presence ALTER COLUMN resource DROP NOT NULL;
ALTER TABLE record_presence ALTER COLUMN record_id DROP NOT NULL;

-- A row without a record (a tab that left) has no viewers to tell.
CREATE OR REPLACE FUNCTION notify_record_presence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.resource IS NOT NULL THEN
    PERFORM pg_notify('record_presence', json_build_object('resource', OLD.resource, 'recordId', OLD.record_id)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.resource IS NOT NULL THEN
    PERFORM pg_notify('record_presence', json_build_object('resource', NEW.resource, 'recordId', NEW.record_id)::text);
  END IF;
  RETURN NULL;
END $$;
