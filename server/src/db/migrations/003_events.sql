-- Events (api-contract §8 Event) with their speakers, registrations (UserEvent) and promo codes (EventVoucher).
-- `deleted` is the documents' soft delete: a deleted event is hidden everywhere and its name becomes free again.
CREATE TABLE events (
  uuid text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  image text,
  price double precision NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  duration integer NOT NULL,
  event_mode text NOT NULL,
  meeting_type text,
  zoom_event_id text,
  event_link text,
  event_category text NOT NULL,
  membership_package text NOT NULL,
  registration_link text,
  status integer NOT NULL DEFAULT 1,
  allow_registration boolean NOT NULL DEFAULT true,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX events_name_unique ON events (name) WHERE NOT deleted;
CREATE INDEX events_phase ON events (status, start_time) WHERE NOT deleted;

-- Speakers keep their insertion order (`id`); the backend keys them by name.
CREATE TABLE event_speakers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_uuid text NOT NULL REFERENCES events(uuid) ON DELETE CASCADE,
  name text NOT NULL,
  designation text NOT NULL,
  description text NOT NULL,
  linked_in_profile text NOT NULL DEFAULT '',
  image text NOT NULL
);
CREATE INDEX event_speakers_event ON event_speakers (event_uuid, id);

-- A member's registration for an event; member uuids are plain text, as every relation in the contract.
CREATE TABLE event_registrations (
  uuid text PRIMARY KEY,
  user_uuid text NOT NULL,
  event_uuid text NOT NULL REFERENCES events(uuid) ON DELETE CASCADE,
  quantity integer NOT NULL DEFAULT 1,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_registrations_event ON event_registrations (event_uuid, created_at);

-- Promo codes start inactive (status false). `deleted` is the documents' status 'deleted'.
CREATE TABLE promo_codes (
  uuid text PRIMARY KEY,
  event_uuid text NOT NULL,
  membership_uuid text NOT NULL,
  name text NOT NULL,
  discount_amount double precision NOT NULL,
  quantity integer NOT NULL,
  used integer NOT NULL DEFAULT 0,
  expiry_date timestamptz NOT NULL,
  status boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX promo_codes_event_name_unique ON promo_codes (event_uuid, name) WHERE NOT deleted;
