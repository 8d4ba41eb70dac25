-- Trainers, events and online courses (ENTITY-01…05, ENTITY-27, BE-02, BE-05, BE-08, OQ-11, OQ-21).
-- Translatable text lives in <table>_translations and falls back to ru field by field (a NULL field of a
-- translation shows the ru one). Prices are integer minor units of the
-- row's base currency (BE-03); answers convert them through exchange_rates. Instants are UTC ISO 8601 strings
-- as Date#toISOString writes them, so text order is time order.

-- ENTITY-05, OQ-11: the special blocks are data; a trainer page shows each block that has data.
CREATE TABLE trainers (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  image_id TEXT REFERENCES images (uuid),
  -- JSON object network → link
  social_media TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(social_media)),
  -- TRAINER-13: slug of the tag of the trainer's blog articles
  blog_tag TEXT,
  -- TRAINER-12: link to the trainer's social blog
  social_blog TEXT,
  seo_noindex INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX trainers_created ON trainers (created, id);

CREATE TABLE trainer_translations (
  trainer_id INTEGER NOT NULL REFERENCES trainers (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  full_name TEXT NOT NULL,
  direction TEXT,
  competence TEXT,
  education TEXT,
  cases TEXT,
  proud_of TEXT,
  small_description TEXT,
  description TEXT,
  -- TRAINER-12: JSON array of strings
  specialization TEXT CHECK (specialization IS NULL OR json_valid(specialization)),
  -- TRAINER-14: JSON array of {title, url}
  faq_videos TEXT CHECK (faq_videos IS NULL OR json_valid(faq_videos)),
  seo_title TEXT,
  seo_description TEXT,
  seo_keywords TEXT,
  PRIMARY KEY (trainer_id, language)
) WITHOUT ROWID;

-- TRAINER-11: businesses of a trainer in order.
CREATE TABLE trainer_businesses (
  id INTEGER PRIMARY KEY,
  trainer_id INTEGER NOT NULL REFERENCES trainers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  url TEXT NOT NULL,
  image_id TEXT REFERENCES images (uuid)
);
CREATE INDEX trainer_businesses_trainer ON trainer_businesses (trainer_id, position);
CREATE TABLE trainer_business_translations (
  business_id INTEGER NOT NULL REFERENCES trainer_businesses (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  PRIMARY KEY (business_id, language)
) WITHOUT ROWID;

-- ENTITY-01, ENTITY-03, ENTITY-04. date_end is when the event can no longer be bought (EVENT-10, BE-08).
CREATE TABLE events (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('LIVE', 'INTERACTIVE', 'FORUM', 'CONFERENCE', 'TRAINING', 'MASTER_CLASS', 'YEAR',
    'HALF_YEAR', 'ONLINE', 'ONLINE_COURSE', 'SUMMER')),
  format TEXT NOT NULL CHECK (format IN ('ONLINE', 'OFFLINE', 'MIXED')),
  theme TEXT NOT NULL CHECK (theme IN ('BUSINESS', 'PSYCHOLOGY', 'FINANCE', 'RELATIONSHIP', 'HEALTH', 'EDUCATION',
    'FIELD_EVENT', 'FORUM', 'PERSONAL_GROW', 'SALES', 'SYSTEM', 'TRAINING', 'INVESTMENT', 'DEBT', 'HR')),
  image_id TEXT REFERENCES images (uuid),
  date_from TEXT NOT NULL,
  date_to TEXT CHECK (date_to IS NULL OR date_to >= date_from),
  date_end TEXT GENERATED ALWAYS AS (COALESCE(date_to, date_from)) STORED,
  age_restriction INTEGER CHECK (age_restriction IS NULL OR age_restriction >= 0),
  city_id INTEGER REFERENCES cities (id),
  price_amount INTEGER NOT NULL DEFAULT 0 CHECK (price_amount >= 0),
  price_currency TEXT NOT NULL CHECK (price_currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  seo_noindex INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
-- Every list filter and sort has an index (EXPLAIN QUERY PLAN test): the month range and the date sort, the
-- future mode, and each enum filter with the whole sort (date, uuid) after it, so no sort step is needed.
CREATE INDEX events_date_from ON events (date_from, uuid);
CREATE INDEX events_date_end ON events (date_end);
CREATE INDEX events_format_date ON events (format, date_from, uuid);
CREATE INDEX events_theme_date ON events (theme, date_from, uuid);
CREATE INDEX events_type_date ON events (type, date_from, uuid);
CREATE INDEX events_city ON events (city_id);

CREATE TABLE event_translations (
  event_uuid TEXT NOT NULL REFERENCES events (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT,
  description TEXT,
  description_second TEXT,
  for_who TEXT,
  seo_title TEXT,
  seo_description TEXT,
  seo_keywords TEXT,
  PRIMARY KEY (event_uuid, language)
) WITHOUT ROWID;

-- ENTITY-02: options in the event's base currency.
CREATE TABLE event_options (
  uuid TEXT PRIMARY KEY,
  event_uuid TEXT NOT NULL REFERENCES events (uuid) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  price_amount INTEGER NOT NULL CHECK (price_amount >= 0),
  old_price_amount INTEGER CHECK (old_price_amount IS NULL OR old_price_amount >= 0)
);
CREATE INDEX event_options_event ON event_options (event_uuid, position);
CREATE TABLE event_option_translations (
  option_uuid TEXT NOT NULL REFERENCES event_options (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (option_uuid, language)
) WITHOUT ROWID;

-- The trainers of an event in order; by trainer for `trainers_slug` (API-22, BE-33).
CREATE TABLE event_trainers (
  event_uuid TEXT NOT NULL REFERENCES events (uuid) ON DELETE CASCADE,
  trainer_id INTEGER NOT NULL REFERENCES trainers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (event_uuid, trainer_id)
) WITHOUT ROWID;
CREATE INDEX event_trainers_by_trainer ON event_trainers (trainer_id, event_uuid);

-- ENTITY-27: online courses share the theme and type enums of events (OQ-02).
CREATE TABLE online_courses (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  theme TEXT NOT NULL CHECK (theme IN ('BUSINESS', 'PSYCHOLOGY', 'FINANCE', 'RELATIONSHIP', 'HEALTH', 'EDUCATION',
    'FIELD_EVENT', 'FORUM', 'PERSONAL_GROW', 'SALES', 'SYSTEM', 'TRAINING', 'INVESTMENT', 'DEBT', 'HR')),
  type TEXT NOT NULL CHECK (type IN ('LIVE', 'INTERACTIVE', 'FORUM', 'CONFERENCE', 'TRAINING', 'MASTER_CLASS', 'YEAR',
    'HALF_YEAR', 'ONLINE', 'ONLINE_COURSE', 'SUMMER')),
  image_id TEXT REFERENCES images (uuid),
  age_restriction INTEGER CHECK (age_restriction IS NULL OR age_restriction >= 0),
  lessons_count INTEGER NOT NULL DEFAULT 0 CHECK (lessons_count >= 0),
  price_currency TEXT NOT NULL CHECK (price_currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  seo_noindex INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX online_courses_created ON online_courses (created, uuid);
CREATE INDEX online_courses_theme_created ON online_courses (theme, created, uuid);
CREATE INDEX online_courses_type_created ON online_courses (type, created, uuid);

CREATE TABLE online_course_translations (
  course_uuid TEXT NOT NULL REFERENCES online_courses (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT,
  description TEXT,
  description_second TEXT,
  for_who TEXT,
  seo_title TEXT,
  seo_description TEXT,
  seo_keywords TEXT,
  PRIMARY KEY (course_uuid, language)
) WITHOUT ROWID;

CREATE TABLE online_course_options (
  uuid TEXT PRIMARY KEY,
  course_uuid TEXT NOT NULL REFERENCES online_courses (uuid) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  price_amount INTEGER NOT NULL CHECK (price_amount >= 0),
  old_price_amount INTEGER CHECK (old_price_amount IS NULL OR old_price_amount >= 0)
);
CREATE INDEX online_course_options_course ON online_course_options (course_uuid, position);
CREATE TABLE online_course_option_translations (
  option_uuid TEXT NOT NULL REFERENCES online_course_options (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (option_uuid, language)
) WITHOUT ROWID;

CREATE TABLE online_course_trainers (
  course_uuid TEXT NOT NULL REFERENCES online_courses (uuid) ON DELETE CASCADE,
  trainer_id INTEGER NOT NULL REFERENCES trainers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (course_uuid, trainer_id)
) WITHOUT ROWID;
CREATE INDEX online_course_trainers_by_trainer ON online_course_trainers (trainer_id, course_uuid);
