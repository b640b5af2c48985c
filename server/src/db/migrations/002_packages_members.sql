-- Packages, members (the backend's `users`) and payments (api-contract §7.B, §7.C, §8). References are plain uuid
-- strings as in the backend: deleting a package or a member never cascades.

CREATE TABLE packages (
  uuid text PRIMARY KEY,
  name text NOT NULL,
  image text NOT NULL,
  colour text NOT NULL DEFAULT '#ff0000',
  -- Percent off event fees; not settable from the admin forms (default 0, as in the backend).
  event_discount double precision NOT NULL DEFAULT 0,
  annual_cost double precision NOT NULL,
  monthly_cost double precision,
  benefits text[] NOT NULL,
  number_of_health_hero_sessions integer,
  number_of_wellness_support_groups integer,
  is_active boolean NOT NULL DEFAULT true
);

-- Members. `package` is the embedded membership object {uuid, name, status, type, date, cost, expiry}; an empty
-- `name` marks a self-registered, "incomplete" member.
CREATE TABLE users (
  uuid text PRIMARY KEY,
  package jsonb NOT NULL DEFAULT
    '{"uuid": "", "name": "", "status": "inactive", "type": "", "date": "", "cost": 0, "expiry": ""}',
  name text,
  email text NOT NULL,
  cover_image text,
  -- Self-registered members' hash; never sent by this server.
  password text,
  mobile text,
  dob timestamptz,
  age_group text,
  gender text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  country text,
  zip_code text,
  country_code text,
  loyalty_points integer,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE INDEX users_name ON users (name COLLATE "C", uuid);
CREATE INDEX users_package_uuid ON users ((package ->> 'uuid'));

-- Payments. status: true paid, false failed/unpaid, NULL pending (shown as 'Pending'; the backend's Boolean
-- never holds it, but the documents' transaction screens have the state).
CREATE TABLE payments (
  uuid text PRIMARY KEY,
  transaction_id text NOT NULL,
  status boolean,
  user_uuid text NOT NULL,
  package_uuid text,
  package_term text,
  event_uuid text,
  order_id text,
  promo_code_uuid text,
  transaction_date timestamptz NOT NULL,
  type text NOT NULL DEFAULT 'Net Banking',
  amount double precision,
  discount_amount double precision,
  total double precision,
  is_credit boolean NOT NULL DEFAULT false,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user ON payments (user_uuid, created_at);
CREATE INDEX payments_event ON payments (event_uuid);
