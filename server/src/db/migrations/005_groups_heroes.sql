-- Wellness support groups and health heroes (api-contract §7.I, §7.J, §8). References to members and packages
-- are plain uuid strings, as in the backend: deleting a member or a package never cascades here.

CREATE TABLE support_groups (
  uuid text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL,
  group_leader text,
  number_of_members integer NOT NULL,
  country text NOT NULL,
  state text,
  city text,
  group_category text NOT NULL,
  membership_package text NOT NULL,
  cover_image text,
  -- Member uuids of the joined users (the capacity check counts them).
  members text[] NOT NULL DEFAULT '{}',
  group_link text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Join requests: is_active null = pending, true = approved/active, false = deactivated. A rejection deletes the row.
CREATE TABLE member_support_groups (
  support_group_uuid text NOT NULL REFERENCES support_groups(uuid) ON DELETE CASCADE,
  user_uuid text NOT NULL,
  is_active boolean,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (support_group_uuid, user_uuid)
);

CREATE TABLE health_heroes (
  uuid text PRIMARY KEY,
  user_uuid text NOT NULL UNIQUE,
  name text NOT NULL,
  age_bracket text NOT NULL,
  image text,
  category text NOT NULL,
  -- Not stored by the backend, but the documents' form requires and shows it.
  experience text NOT NULL DEFAULT '',
  disease_type text[] NOT NULL DEFAULT '{}',
  area_of_mentoring text[] NOT NULL DEFAULT '{}',
  preferrable_days text[] NOT NULL DEFAULT '{}',
  number_of_hours double precision NOT NULL DEFAULT 0,
  mentoring_channel text NOT NULL,
  membership_package text NOT NULL,
  reason_for_mentoring text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A hero's spotlightVideo array, one row per entry, in upload order.
CREATE TABLE hero_spotlight_videos (
  id serial PRIMARY KEY,
  hero_uuid text NOT NULL REFERENCES health_heroes(uuid) ON DELETE CASCADE,
  title text,
  video text NOT NULL
);
CREATE INDEX hero_spotlight_videos_hero ON hero_spotlight_videos (hero_uuid);

-- Mentoring session requests: is_active null = pending, true = approved, false = rejected.
CREATE TABLE user_health_heroes (
  uuid text PRIMARY KEY,
  user_uuid text NOT NULL,
  health_hero_uuid text NOT NULL,
  name text,
  email text NOT NULL,
  session_date timestamptz,
  session_time timestamptz,
  session_purpose text,
  other_problems text,
  consultation text,
  is_active boolean,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_health_heroes_hero ON user_health_heroes (health_hero_uuid, is_active);

-- Hero applications (read-only in the admin).
CREATE TABLE health_hero_registrations (
  uuid text PRIMARY KEY,
  user_uuid text NOT NULL UNIQUE,
  mobile text NOT NULL,
  image text,
  upload_story text NOT NULL,
  upload_documents text,
  age_group text NOT NULL,
  category text NOT NULL,
  area_of_mentoring text NOT NULL,
  number_of_hours double precision NOT NULL DEFAULT 0,
  mentoring_channel text NOT NULL,
  membership_package text NOT NULL,
  -- Shown by the documents' application view; the backend's model lacks it.
  reason_for_mentoring text,
  is_active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
