-- The Activity page's filters by admin email and by area + action (issue #18): without these, both read the whole
-- log (bench/activity.ts measured 130 ms and 265 ms at 1 000 000 entries).
CREATE INDEX activity_admin_email_idx ON activity (admin_email, at DESC);
CREATE INDEX activity_resource_action_idx ON activity (resource, action, at DESC);
