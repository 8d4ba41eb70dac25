-- Reference data every content kind uses: images with renditions, countries and cities, tags with per-kind
-- counts, and exchange rates (ENTITY-18, ENTITY-19, ENTITY-13, BE-03, BE-05, BE-06, BE-22).

-- ENTITY-18, BE-05: an uploaded image and its renditions (URLs; locally files under public/media).
CREATE TABLE images (
  uuid TEXT PRIMARY KEY,
  original TEXT NOT NULL,
  small TEXT,
  medium TEXT,
  large TEXT,
  width INTEGER,
  height INTEGER
);

-- Images attached to an entity in order (event gallery, product photos, review photos, ...).
CREATE TABLE entity_images (
  entity_kind TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  image_uuid TEXT NOT NULL REFERENCES images (uuid) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (entity_kind, entity_id, image_uuid)
) WITHOUT ROWID;

-- ENTITY-19, I18N-09: ISO 3166-1 alpha-2 code, names per language.
CREATE TABLE countries (
  code TEXT PRIMARY KEY CHECK (length(code) = 2),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX countries_by_position ON countries (position, code);
CREATE TABLE country_translations (
  country_code TEXT NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (country_code, language)
) WITHOUT ROWID;

-- OQ-21: a city has the IANA time zone its events are shown in.
CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  country_code TEXT NOT NULL REFERENCES countries (code),
  time_zone TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cities_country ON cities (country_code, position);
CREATE TABLE city_translations (
  city_id INTEGER NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (city_id, language)
) WITHOUT ROWID;

-- ENTITY-13, BE-06: tags and what they are attached to. entity_kind is one of news, articles, events, products,
-- trainers, online_courses (the keys of count_entities).
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  created TEXT NOT NULL
);
CREATE TABLE tag_translations (
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (tag_id, language)
) WITHOUT ROWID;
CREATE TABLE entity_tags (
  entity_kind TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (entity_kind, entity_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX entity_tags_by_tag ON entity_tags (tag_id, entity_kind, entity_id);

-- count_entities kept current by triggers, so the full tag list (limit=10000) never counts at read time.
CREATE TABLE tag_counts (
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  entity_kind TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tag_id, entity_kind)
) WITHOUT ROWID;
-- Sum over kinds, for the tag cloud's order (HOME-06, OQ-19: by total count descending).
ALTER TABLE tags ADD COLUMN total_count INTEGER NOT NULL DEFAULT 0;
CREATE INDEX tags_by_total ON tags (total_count DESC, slug);
CREATE INDEX tags_by_created ON tags (created, id);

CREATE TRIGGER entity_tags_counted AFTER INSERT ON entity_tags BEGIN
  INSERT INTO tag_counts (tag_id, entity_kind, count) VALUES (NEW.tag_id, NEW.entity_kind, 1)
    ON CONFLICT (tag_id, entity_kind) DO UPDATE SET count = count + 1;
  UPDATE tags SET total_count = total_count + 1 WHERE id = NEW.tag_id;
END;
CREATE TRIGGER entity_tags_uncounted AFTER DELETE ON entity_tags BEGIN
  UPDATE tag_counts SET count = count - 1 WHERE tag_id = OLD.tag_id AND entity_kind = OLD.entity_kind;
  UPDATE tags SET total_count = total_count - 1 WHERE id = OLD.tag_id;
END;

-- BE-03: how many minor units of `quote` one minor unit of `base` is worth, times 1e6 (staff maintain it).
CREATE TABLE exchange_rates (
  base TEXT NOT NULL,
  quote TEXT NOT NULL,
  rate_micros INTEGER NOT NULL CHECK (rate_micros > 0),
  updated TEXT NOT NULL,
  PRIMARY KEY (base, quote)
) WITHOUT ROWID;
-- worker/db/rates.ts reads all rates into the requested currency at once.
CREATE INDEX exchange_rates_by_quote ON exchange_rates (quote, base);
