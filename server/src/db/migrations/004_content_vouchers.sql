-- Content library (api-contract §8 ContentLibrary): multimedia (video, audio, podcast) and documents
-- (image, pdf, pptx) share one table. `notified` and `deleted` are the documents' fields the backend lacks.
CREATE TABLE content_items (
  uuid text PRIMARY KEY,
  title text NOT NULL,
  type text NOT NULL,
  author_name text,
  upload text,
  cover_image text,
  upload_date timestamptz,
  description text NOT NULL,
  membership_type text NOT NULL,
  category text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  meta_tags text[] NOT NULL DEFAULT '{}',
  speaker_name text[] NOT NULL DEFAULT '{}',
  is_draft boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  notified boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX content_items_type_title ON content_items (type, title) WHERE NOT deleted;

-- Vouchers (api-contract §8 Voucher). Codes are unique among the vouchers not deleted.
CREATE TABLE vouchers (
  uuid text PRIMARY KEY,
  name text NOT NULL,
  company_name text NOT NULL,
  membership_package text NOT NULL,
  description text NOT NULL,
  discount_type text NOT NULL,
  discount double precision NOT NULL,
  expiry_date timestamptz NOT NULL,
  voucher_code text NOT NULL,
  number_of_vouchers integer NOT NULL,
  terms_and_conditions text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  cover_image text,
  deleted boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX vouchers_code_unique ON vouchers (voucher_code) WHERE NOT deleted;
