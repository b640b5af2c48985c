-- Marketplace (business partners, partner requests, vendors) and FAQs (api-contract §7.K, §7.L, §8).

CREATE TABLE business_partners (
  uuid text PRIMARY KEY,
  name text NOT NULL,
  logo text,
  description text NOT NULL,
  link text NOT NULL,
  -- 0 product, 1 service, 2 both.
  type integer NOT NULL,
  expiry_date timestamptz NOT NULL,
  email_id text NOT NULL,
  country_code text NOT NULL,
  phone_number text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_partner_requests (
  uuid text PRIMARY KEY,
  name text,
  logo text,
  description text,
  link text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  country text,
  zip_code text,
  type integer,
  expiry_date timestamptz,
  email_id text UNIQUE,
  country_code integer NOT NULL,
  phone_number text UNIQUE,
  status boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vendors (
  uuid text PRIMARY KEY,
  store_name text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  country_code text,
  phone text NOT NULL,
  address_1 text,
  address_2 text,
  city text NOT NULL,
  state text NOT NULL,
  country text NOT NULL,
  zip_code text NOT NULL,
  account_name text,
  account_no text,
  bank_name text,
  bank_address text,
  iban text,
  swift_code text,
  paypal_link text,
  status integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- id keeps the backend's natural (insertion) order for the list.
CREATE TABLE faqs (
  id serial UNIQUE,
  uuid text PRIMARY KEY,
  question text NOT NULL,
  answer text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);
