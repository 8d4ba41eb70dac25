-- Languages, content pages and the site profile (contacts) — issue 2's slice of the content model.
-- Translatable text lives in *_translations tables keyed by language; reads fall back to ru (I18N-06, BE-02).

CREATE TABLE languages (
  id INTEGER PRIMARY KEY,
  language_code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_in_native_language TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE pages (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  date_publication TEXT NOT NULL,
  seo_noindex INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX pages_created ON pages (created);

CREATE TABLE page_translations (
  page_uuid TEXT NOT NULL REFERENCES pages (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  seo_title TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  seo_keywords TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (page_uuid, language)
) WITHOUT ROWID;

CREATE TABLE offices (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  phone TEXT NOT NULL,
  coords TEXT NOT NULL DEFAULT ''
);

CREATE TABLE office_translations (
  office_id INTEGER NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  city_name TEXT NOT NULL,
  schedule TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  legal_details TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (office_id, language)
) WITHOUT ROWID;

-- Socials, phones by region, messengers and the e-mail of the site: one row each.
CREATE TABLE site_contacts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('social', 'phone', 'messenger', 'email')),
  code TEXT NOT NULL,
  value TEXT NOT NULL,
  display TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX site_contacts_kind ON site_contacts (kind, position);

-- Per-language free data of the site profile (contacts json_data, franchise page data, ...).
CREATE TABLE site_profile_data (
  profile TEXT NOT NULL,
  key TEXT NOT NULL,
  language TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (profile, key, language)
) WITHOUT ROWID;
