-- Names that identify a record are unique whatever their case: 'Heart Warriors' and 'heart warriors' are one name.
-- Unique by the api-contract: event names, support-group names, voucher codes, promo-code names within an event
-- (E2 'Coupon with same name already exists.') and speaker names within an event (D10 deletes a speaker by
-- event and name, so two alike would go together). Unique by the app's own rules: package names (the package
-- form refuses a taken name) and business-partner names (a partner is known by its business name in every list).
--
-- Rows already clashing keep their name for the first of them (oldest first where the table knows its age); each
-- other one has its record's short id appended, so no name is lost and every record stays reachable by its name.

UPDATE events SET name = events.name || ' (' || left(events.uuid, 8) || ')'
FROM (
  SELECT uuid, row_number() OVER (PARTITION BY lower(name) ORDER BY created_at, uuid) AS place
  FROM events WHERE NOT deleted
) AS ranked
WHERE ranked.uuid = events.uuid AND ranked.place > 1;
DROP INDEX events_name_unique;
CREATE UNIQUE INDEX events_name_unique ON events (lower(name)) WHERE NOT deleted;

UPDATE support_groups SET name = support_groups.name || ' (' || left(support_groups.uuid, 8) || ')'
FROM (
  SELECT uuid, row_number() OVER (PARTITION BY lower(name) ORDER BY created_at, uuid) AS place
  FROM support_groups
) AS ranked
WHERE ranked.uuid = support_groups.uuid AND ranked.place > 1;
ALTER TABLE support_groups DROP CONSTRAINT support_groups_name_key;
CREATE UNIQUE INDEX support_groups_name_unique ON support_groups (lower(name));

UPDATE vouchers SET voucher_code = vouchers.voucher_code || '-' || left(vouchers.uuid, 8)
FROM (
  SELECT uuid, row_number() OVER (PARTITION BY lower(voucher_code) ORDER BY uuid) AS place
  FROM vouchers WHERE NOT deleted
) AS ranked
WHERE ranked.uuid = vouchers.uuid AND ranked.place > 1;
DROP INDEX vouchers_code_unique;
CREATE UNIQUE INDEX vouchers_code_unique ON vouchers (lower(voucher_code)) WHERE NOT deleted;

UPDATE promo_codes SET name = promo_codes.name || '-' || left(promo_codes.uuid, 8)
FROM (
  SELECT uuid, row_number() OVER (PARTITION BY event_uuid, lower(name) ORDER BY created_at, uuid) AS place
  FROM promo_codes WHERE NOT deleted
) AS ranked
WHERE ranked.uuid = promo_codes.uuid AND ranked.place > 1;
DROP INDEX promo_codes_event_name_unique;
CREATE UNIQUE INDEX promo_codes_event_name_unique ON promo_codes (event_uuid, lower(name)) WHERE NOT deleted;

UPDATE event_speakers SET name = event_speakers.name || ' (' || event_speakers.id || ')'
FROM (
  SELECT id, row_number() OVER (PARTITION BY event_uuid, lower(name) ORDER BY id) AS place FROM event_speakers
) AS ranked
WHERE ranked.id = event_speakers.id AND ranked.place > 1;
CREATE UNIQUE INDEX event_speakers_event_name_unique ON event_speakers (event_uuid, lower(name));

UPDATE packages SET name = packages.name || ' (' || left(packages.uuid, 8) || ')'
FROM (
  SELECT uuid, row_number() OVER (PARTITION BY lower(name) ORDER BY uuid) AS place FROM packages
) AS ranked
WHERE ranked.uuid = packages.uuid AND ranked.place > 1;
CREATE UNIQUE INDEX packages_name_unique ON packages (lower(name));

UPDATE business_partners SET name = business_partners.name || ' (' || left(business_partners.uuid, 8) || ')'
FROM (
  SELECT uuid, row_number() OVER (PARTITION BY lower(name) ORDER BY created_at, uuid) AS place
  FROM business_partners
) AS ranked
WHERE ranked.uuid = business_partners.uuid AND ranked.place > 1;
CREATE UNIQUE INDEX business_partners_name_unique ON business_partners (lower(name));
