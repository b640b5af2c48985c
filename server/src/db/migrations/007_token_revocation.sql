-- Sessions end on the server (issue #11): a password change or reset bumps the admin's token version, which
-- every earlier token carries as `ver`; logout revokes one token (kept by digest until it would expire anyway).
ALTER TABLE admins ADD COLUMN token_version integer NOT NULL DEFAULT 0;

CREATE TABLE revoked_tokens (
  token_digest text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);
