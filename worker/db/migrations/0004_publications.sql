-- Publications: news, articles, partners, social activities, employees, vacancies, the franchise profile's FAQ and
-- dynamic forms (ENTITY-06, ENTITY-07, ENTITY-14, ENTITY-15, ENTITY-23, ENTITY-28, BE-06, BE-07, BE-20, BE-23, BE-33).
-- Translatable text lives in *_translations keyed by language; reads fall back to ru (BE-02). Every list filter and
-- sort below has an index.

-- Row counts of the large lists, kept by triggers so an unfiltered list never counts its table at read time.
CREATE TABLE publication_counts (
  kind TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
INSERT INTO publication_counts (kind, count) VALUES ('news', 0), ('articles', 0);

-- ENTITY-06
CREATE TABLE news (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  date_publication TEXT NOT NULL,
  seo_noindex INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
-- CONST-09: news are listed by -date_publication only.
CREATE INDEX news_by_publication ON news (date_publication DESC, uuid);
CREATE TABLE news_translations (
  news_uuid TEXT NOT NULL REFERENCES news (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  seo_title TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  seo_keywords TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (news_uuid, language)
) WITHOUT ROWID;

-- ENTITY-07; card_type picks the blog card's layout.
CREATE TABLE articles (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  image_id TEXT,
  card_type TEXT NOT NULL DEFAULT 'SMALL' CHECK (card_type IN ('SMALL', 'MEDIUM', 'LARGE')),
  date_publication TEXT NOT NULL,
  seo_noindex INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX articles_by_publication ON articles (date_publication DESC, uuid);
CREATE TABLE article_translations (
  article_uuid TEXT NOT NULL REFERENCES articles (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  seo_title TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  seo_keywords TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (article_uuid, language)
) WITHOUT ROWID;
-- `articles_ids`: the related articles of an article, in order (BLOG-07, BE-33).
CREATE TABLE article_relations (
  article_uuid TEXT NOT NULL REFERENCES articles (uuid) ON DELETE CASCADE,
  related_uuid TEXT NOT NULL REFERENCES articles (uuid) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (article_uuid, related_uuid)
) WITHOUT ROWID;

CREATE TRIGGER news_counted AFTER INSERT ON news BEGIN
  UPDATE publication_counts SET count = count + 1 WHERE kind = 'news';
END;
CREATE TRIGGER news_uncounted AFTER DELETE ON news BEGIN
  UPDATE publication_counts SET count = count - 1 WHERE kind = 'news';
  DELETE FROM entity_tags WHERE entity_kind = 'news' AND entity_id = OLD.uuid;
END;
CREATE TRIGGER articles_counted AFTER INSERT ON articles BEGIN
  UPDATE publication_counts SET count = count + 1 WHERE kind = 'articles';
END;
CREATE TRIGGER articles_uncounted AFTER DELETE ON articles BEGIN
  UPDATE publication_counts SET count = count - 1 WHERE kind = 'articles';
  DELETE FROM entity_tags WHERE entity_kind = 'articles' AND entity_id = OLD.uuid;
END;

-- BE-07: full-text search over title and text of every language. unicode61 folds case and diacritics (ё → е) for
-- Cyrillic and Latin alike; prefix indexes make `тренинг*` fast, which is how word forms are matched.
CREATE VIRTUAL TABLE news_search USING fts5 (
  title, text, uuid UNINDEXED, language UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
);
CREATE VIRTUAL TABLE article_search USING fts5 (
  title, text, uuid UNINDEXED, language UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
);

CREATE TRIGGER news_translations_indexed AFTER INSERT ON news_translations BEGIN
  INSERT INTO news_search (title, text, uuid, language)
    VALUES (NEW.title, NEW.short_description || ' ' || NEW.body, NEW.news_uuid, NEW.language);
END;
CREATE TRIGGER news_translations_reindexed AFTER UPDATE ON news_translations BEGIN
  DELETE FROM news_search WHERE uuid = OLD.news_uuid AND language = OLD.language;
  INSERT INTO news_search (title, text, uuid, language)
    VALUES (NEW.title, NEW.short_description || ' ' || NEW.body, NEW.news_uuid, NEW.language);
END;
CREATE TRIGGER news_translations_unindexed AFTER DELETE ON news_translations BEGIN
  DELETE FROM news_search WHERE uuid = OLD.news_uuid AND language = OLD.language;
END;
CREATE TRIGGER article_translations_indexed AFTER INSERT ON article_translations BEGIN
  INSERT INTO article_search (title, text, uuid, language)
    VALUES (NEW.title, NEW.short_description || ' ' || NEW.body, NEW.article_uuid, NEW.language);
END;
CREATE TRIGGER article_translations_reindexed AFTER UPDATE ON article_translations BEGIN
  DELETE FROM article_search WHERE uuid = OLD.article_uuid AND language = OLD.language;
  INSERT INTO article_search (title, text, uuid, language)
    VALUES (NEW.title, NEW.short_description || ' ' || NEW.body, NEW.article_uuid, NEW.language);
END;
CREATE TRIGGER article_translations_unindexed AFTER DELETE ON article_translations BEGIN
  DELETE FROM article_search WHERE uuid = OLD.article_uuid AND language = OLD.language;
END;

-- ENTITY-14: partners; type FRANCHISE are the franchisees (ABOUT-06, FRANCHISERS-01, CONTACTS-04).
CREATE TABLE partners (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('FRANCHISE', 'PARTNER')),
  image_id TEXT,
  email TEXT NOT NULL DEFAULT '',
  phone_number TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL
);
CREATE INDEX partners_by_created ON partners (created, id);
CREATE INDEX partners_by_type ON partners (type, created, id);
CREATE TABLE partner_translations (
  partner_id INTEGER NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (partner_id, language)
) WITHOUT ROWID;

-- ENTITY-14: social activities, newest completion first (SOCIAL-01).
CREATE TABLE social_activities (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  date_completion TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX social_activities_by_completion ON social_activities (date_completion DESC, uuid);
CREATE TABLE social_activity_translations (
  activity_uuid TEXT NOT NULL REFERENCES social_activities (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (activity_uuid, language)
) WITHOUT ROWID;

-- ENTITY-28: employees in the order staff give them.
CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  image_id TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX employees_by_position ON employees (position, id);
CREATE TABLE employee_translations (
  employee_id INTEGER NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  full_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (employee_id, language)
) WITHOUT ROWID;

-- ENTITY-28, CAREER-02: vacancies by direction, newest first; salaries in minor units of `currency`.
CREATE TABLE vacancies (
  uuid TEXT PRIMARY KEY,
  direction TEXT NOT NULL
    CHECK (direction IN ('ADMINISTRATION', 'COMMERCE', 'SALES', 'PROJECTS', 'OUTSOURCE', 'IT', 'TECH')),
  salary_from INTEGER CHECK (salary_from IS NULL OR salary_from >= 0),
  salary_to INTEGER CHECK (salary_to IS NULL OR salary_to >= 0),
  currency TEXT NOT NULL CHECK (currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  file TEXT,
  created TEXT NOT NULL,
  CHECK (salary_from IS NULL OR salary_to IS NULL OR salary_from <= salary_to)
);
CREATE INDEX vacancies_by_created ON vacancies (created DESC, uuid);
CREATE INDEX vacancies_by_direction ON vacancies (direction, created DESC, uuid);
CREATE TABLE vacancy_translations (
  vacancy_uuid TEXT NOT NULL REFERENCES vacancies (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (vacancy_uuid, language)
) WITHOUT ROWID;

-- ENTITY-15, FRANCHISE-09, OQ-24: the franchise FAQ as data, per language with ru fallback. The franchise page's
-- figures (employees_count, events_count, partners) live in site_profile_data under profile 'franchise'.
CREATE TABLE franchise_faq (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX franchise_faq_by_position ON franchise_faq (position, id);
CREATE TABLE franchise_faq_translations (
  faq_id INTEGER NOT NULL REFERENCES franchise_faq (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (faq_id, language)
) WITHOUT ROWID;

-- ENTITY-23, BE-20: dynamic forms and their fields. Submitted leads belong to a later issue and are never public
-- (OQ-40).
CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX forms_by_position ON forms (position, id);
CREATE TABLE form_translations (
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  subtitle_down TEXT NOT NULL DEFAULT '',
  submit_title TEXT NOT NULL DEFAULT '',
  thanks_title TEXT NOT NULL DEFAULT '',
  thanks_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (form_id, language)
) WITHOUT ROWID;
CREATE TABLE form_fields (
  uuid TEXT PRIMARY KEY,
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('BOOL', 'BIG_TEXT', 'TEXT')),
  required INTEGER NOT NULL DEFAULT 0,
  hidden INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (form_id, slug)
);
CREATE INDEX form_fields_by_form ON form_fields (form_id, position, uuid);
CREATE TABLE form_field_translations (
  field_uuid TEXT NOT NULL REFERENCES form_fields (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (field_uuid, language)
) WITHOUT ROWID;
