-- The admin's shortcut bar (issue #12): navigation page ids, comma-joined, kept with the admin so they follow
-- them to another browser. Not in the backend (api-contract A5/A6); the app falls back to the browser there.
ALTER TABLE admins ADD COLUMN shortcuts text NOT NULL DEFAULT '';
