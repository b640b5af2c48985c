-- Admins (api-contract §8 Admin). Passwords are scrypt hashes. Reset tokens are one-time.
CREATE TABLE admins (
  uuid text PRIMARY KEY,
  name text NOT NULL,
  country_code text NOT NULL DEFAULT '1',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL UNIQUE,
  password text NOT NULL,
  avatar text
);

CREATE TABLE password_resets (
  token text PRIMARY KEY,
  admin_uuid text NOT NULL REFERENCES admins(uuid) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
