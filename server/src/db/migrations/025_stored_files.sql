-- A column holding the paths of stored uploads (one path, or several in one text such as a list of documents) is
-- of type stored_file. The sweep of unreferenced uploads (services/uploadSweep.ts) finds such columns by their
-- type, so a table declares its file columns where it creates them: `image stored_file NOT NULL`. Values read
-- and written as text, as before.
CREATE DOMAIN stored_file AS text;

ALTER TABLE admins ALTER COLUMN avatar TYPE stored_file;
ALTER TABLE packages ALTER COLUMN image TYPE stored_file;
ALTER TABLE users ALTER COLUMN cover_image TYPE stored_file;
ALTER TABLE events ALTER COLUMN image TYPE stored_file;
ALTER TABLE event_speakers ALTER COLUMN image TYPE stored_file;
ALTER TABLE content_items ALTER COLUMN upload TYPE stored_file, ALTER COLUMN cover_image TYPE stored_file;
ALTER TABLE vouchers ALTER COLUMN cover_image TYPE stored_file;
ALTER TABLE support_groups ALTER COLUMN cover_image TYPE stored_file;
ALTER TABLE health_heroes ALTER COLUMN image TYPE stored_file;
ALTER TABLE hero_spotlight_videos ALTER COLUMN video TYPE stored_file;
ALTER TABLE health_hero_registrations
  ALTER COLUMN image TYPE stored_file,
  ALTER COLUMN upload_story TYPE stored_file,
  ALTER COLUMN upload_documents TYPE stored_file;
ALTER TABLE business_partners ALTER COLUMN logo TYPE stored_file;
ALTER TABLE business_partner_requests ALTER COLUMN logo TYPE stored_file;
