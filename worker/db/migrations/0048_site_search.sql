-- Issue 45: one search over events, online courses, products, trainers, news, articles and content pages. Each
-- translation row has one row in `site_search` (title and text, FTS5) whose rowid is its id in `site_search_rows`
-- (kind, item, language). Kind n of SEARCH_KINDS (src/model/site-search.ts) owns the ids below (n + 1) × 2^32 down to
-- n × 2^32, counting down in steps of 16 whose remainder is the language's id % 16: a search reads one kind's rows by
-- a rowid range, newest first in FTS5's own order (so LIMIT stops early), and tells the language from the rowid; a
-- trigger finds the row to replace by key, never by scanning the index.
-- Word forms are matched at query time by Snowball stems used as prefixes of at most 8 letters, each with its own
-- prefix index (worker/db/site-search.ts). Triggers on every translation table keep the index current; the seed
-- fills it through them.

CREATE TABLE site_search_rows (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('event', 'online_course', 'product', 'trainer', 'news', 'article', 'page')),
  item TEXT NOT NULL,
  language TEXT NOT NULL,
  UNIQUE (kind, item, language)
);

CREATE VIRTUAL TABLE site_search USING fts5 (
  title, text,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8'
);

-- The index's terms, for forgiving a typo (the closest stored word by edit distance).
CREATE VIRTUAL TABLE site_search_terms USING fts5vocab (site_search, 'row');

CREATE TRIGGER event_translations_site_indexed AFTER INSERT ON event_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 8589934592) - 16 FROM site_search_rows WHERE id BETWEEN 4294967296 AND 8589934591)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'event', NEW.event_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, COALESCE(NEW.short_description, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '') FROM site_search_rows
    WHERE kind = 'event' AND item = CAST(NEW.event_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER event_translations_site_reindexed AFTER UPDATE ON event_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'event' AND item = CAST(OLD.event_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'event' AND item = CAST(OLD.event_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 8589934592) - 16 FROM site_search_rows WHERE id BETWEEN 4294967296 AND 8589934591)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'event', NEW.event_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, COALESCE(NEW.short_description, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '') FROM site_search_rows
    WHERE kind = 'event' AND item = CAST(NEW.event_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER event_translations_site_unindexed AFTER DELETE ON event_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'event' AND item = CAST(OLD.event_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'event' AND item = CAST(OLD.event_uuid AS TEXT) AND language = OLD.language;
END;
INSERT INTO site_search_rows (id, kind, item, language) SELECT 8589934592 - ROW_NUMBER() OVER () * 16 + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = t.language), 15), 'event', t.event_uuid, t.language FROM event_translations t;
INSERT INTO site_search (rowid, title, text)
  SELECT r.id, t.title, COALESCE(t.short_description, '') || ' ' || COALESCE(t.description, '') || ' ' || COALESCE(t.description_second, '') || ' ' || COALESCE(t.for_who, '')
  FROM event_translations t JOIN site_search_rows r ON r.kind = 'event' AND r.item = CAST(t.event_uuid AS TEXT) AND r.language = t.language;

CREATE TRIGGER online_course_translations_site_indexed AFTER INSERT ON online_course_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 12884901888) - 16 FROM site_search_rows WHERE id BETWEEN 8589934592 AND 12884901887)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'online_course', NEW.course_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, COALESCE(NEW.short_description, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '') FROM site_search_rows
    WHERE kind = 'online_course' AND item = CAST(NEW.course_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER online_course_translations_site_reindexed AFTER UPDATE ON online_course_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'online_course' AND item = CAST(OLD.course_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'online_course' AND item = CAST(OLD.course_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 12884901888) - 16 FROM site_search_rows WHERE id BETWEEN 8589934592 AND 12884901887)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'online_course', NEW.course_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, COALESCE(NEW.short_description, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '') FROM site_search_rows
    WHERE kind = 'online_course' AND item = CAST(NEW.course_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER online_course_translations_site_unindexed AFTER DELETE ON online_course_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'online_course' AND item = CAST(OLD.course_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'online_course' AND item = CAST(OLD.course_uuid AS TEXT) AND language = OLD.language;
END;
INSERT INTO site_search_rows (id, kind, item, language) SELECT 12884901888 - ROW_NUMBER() OVER () * 16 + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = t.language), 15), 'online_course', t.course_uuid, t.language FROM online_course_translations t;
INSERT INTO site_search (rowid, title, text)
  SELECT r.id, t.title, COALESCE(t.short_description, '') || ' ' || COALESCE(t.description, '') || ' ' || COALESCE(t.description_second, '') || ' ' || COALESCE(t.for_who, '')
  FROM online_course_translations t JOIN site_search_rows r ON r.kind = 'online_course' AND r.item = CAST(t.course_uuid AS TEXT) AND r.language = t.language;

CREATE TRIGGER product_translations_site_indexed AFTER INSERT ON product_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 17179869184) - 16 FROM site_search_rows WHERE id BETWEEN 12884901888 AND 17179869183)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'product', NEW.product_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title || ' ' || COALESCE(NEW.subtitle, ''), COALESCE(NEW.short_description, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') FROM site_search_rows
    WHERE kind = 'product' AND item = CAST(NEW.product_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER product_translations_site_reindexed AFTER UPDATE ON product_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'product' AND item = CAST(OLD.product_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'product' AND item = CAST(OLD.product_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 17179869184) - 16 FROM site_search_rows WHERE id BETWEEN 12884901888 AND 17179869183)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'product', NEW.product_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title || ' ' || COALESCE(NEW.subtitle, ''), COALESCE(NEW.short_description, '') || ' ' || COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') FROM site_search_rows
    WHERE kind = 'product' AND item = CAST(NEW.product_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER product_translations_site_unindexed AFTER DELETE ON product_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'product' AND item = CAST(OLD.product_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'product' AND item = CAST(OLD.product_uuid AS TEXT) AND language = OLD.language;
END;
INSERT INTO site_search_rows (id, kind, item, language) SELECT 17179869184 - ROW_NUMBER() OVER () * 16 + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = t.language), 15), 'product', t.product_uuid, t.language FROM product_translations t;
INSERT INTO site_search (rowid, title, text)
  SELECT r.id, t.title || ' ' || COALESCE(t.subtitle, ''), COALESCE(t.short_description, '') || ' ' || COALESCE(t.description, '') || ' ' || COALESCE(t.description_second, '')
  FROM product_translations t JOIN site_search_rows r ON r.kind = 'product' AND r.item = CAST(t.product_uuid AS TEXT) AND r.language = t.language;

CREATE TRIGGER trainer_translations_site_indexed AFTER INSERT ON trainer_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 21474836480) - 16 FROM site_search_rows WHERE id BETWEEN 17179869184 AND 21474836479)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'trainer', NEW.trainer_id, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.full_name, COALESCE(NEW.direction, '') || ' ' || COALESCE(NEW.specialization, '') || ' ' || COALESCE(NEW.competence, '') || ' ' || COALESCE(NEW.small_description, '') || ' ' || COALESCE(NEW.description, '') FROM site_search_rows
    WHERE kind = 'trainer' AND item = CAST(NEW.trainer_id AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER trainer_translations_site_reindexed AFTER UPDATE ON trainer_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'trainer' AND item = CAST(OLD.trainer_id AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'trainer' AND item = CAST(OLD.trainer_id AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 21474836480) - 16 FROM site_search_rows WHERE id BETWEEN 17179869184 AND 21474836479)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'trainer', NEW.trainer_id, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.full_name, COALESCE(NEW.direction, '') || ' ' || COALESCE(NEW.specialization, '') || ' ' || COALESCE(NEW.competence, '') || ' ' || COALESCE(NEW.small_description, '') || ' ' || COALESCE(NEW.description, '') FROM site_search_rows
    WHERE kind = 'trainer' AND item = CAST(NEW.trainer_id AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER trainer_translations_site_unindexed AFTER DELETE ON trainer_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'trainer' AND item = CAST(OLD.trainer_id AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'trainer' AND item = CAST(OLD.trainer_id AS TEXT) AND language = OLD.language;
END;
INSERT INTO site_search_rows (id, kind, item, language) SELECT 21474836480 - ROW_NUMBER() OVER () * 16 + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = t.language), 15), 'trainer', t.trainer_id, t.language FROM trainer_translations t;
INSERT INTO site_search (rowid, title, text)
  SELECT r.id, t.full_name, COALESCE(t.direction, '') || ' ' || COALESCE(t.specialization, '') || ' ' || COALESCE(t.competence, '') || ' ' || COALESCE(t.small_description, '') || ' ' || COALESCE(t.description, '')
  FROM trainer_translations t JOIN site_search_rows r ON r.kind = 'trainer' AND r.item = CAST(t.trainer_id AS TEXT) AND r.language = t.language;

CREATE TRIGGER news_translations_site_indexed AFTER INSERT ON news_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 25769803776) - 16 FROM site_search_rows WHERE id BETWEEN 21474836480 AND 25769803775)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'news', NEW.news_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, NEW.short_description || ' ' || NEW.body FROM site_search_rows
    WHERE kind = 'news' AND item = CAST(NEW.news_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER news_translations_site_reindexed AFTER UPDATE ON news_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'news' AND item = CAST(OLD.news_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'news' AND item = CAST(OLD.news_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 25769803776) - 16 FROM site_search_rows WHERE id BETWEEN 21474836480 AND 25769803775)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'news', NEW.news_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, NEW.short_description || ' ' || NEW.body FROM site_search_rows
    WHERE kind = 'news' AND item = CAST(NEW.news_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER news_translations_site_unindexed AFTER DELETE ON news_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'news' AND item = CAST(OLD.news_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'news' AND item = CAST(OLD.news_uuid AS TEXT) AND language = OLD.language;
END;
INSERT INTO site_search_rows (id, kind, item, language) SELECT 25769803776 - ROW_NUMBER() OVER () * 16 + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = t.language), 15), 'news', t.news_uuid, t.language FROM news_translations t;
INSERT INTO site_search (rowid, title, text)
  SELECT r.id, t.title, t.short_description || ' ' || t.body
  FROM news_translations t JOIN site_search_rows r ON r.kind = 'news' AND r.item = CAST(t.news_uuid AS TEXT) AND r.language = t.language;

CREATE TRIGGER article_translations_site_indexed AFTER INSERT ON article_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 30064771072) - 16 FROM site_search_rows WHERE id BETWEEN 25769803776 AND 30064771071)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'article', NEW.article_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, NEW.short_description || ' ' || NEW.body FROM site_search_rows
    WHERE kind = 'article' AND item = CAST(NEW.article_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER article_translations_site_reindexed AFTER UPDATE ON article_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'article' AND item = CAST(OLD.article_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'article' AND item = CAST(OLD.article_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 30064771072) - 16 FROM site_search_rows WHERE id BETWEEN 25769803776 AND 30064771071)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'article', NEW.article_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, NEW.short_description || ' ' || NEW.body FROM site_search_rows
    WHERE kind = 'article' AND item = CAST(NEW.article_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER article_translations_site_unindexed AFTER DELETE ON article_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'article' AND item = CAST(OLD.article_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'article' AND item = CAST(OLD.article_uuid AS TEXT) AND language = OLD.language;
END;
INSERT INTO site_search_rows (id, kind, item, language) SELECT 30064771072 - ROW_NUMBER() OVER () * 16 + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = t.language), 15), 'article', t.article_uuid, t.language FROM article_translations t;
INSERT INTO site_search (rowid, title, text)
  SELECT r.id, t.title, t.short_description || ' ' || t.body
  FROM article_translations t JOIN site_search_rows r ON r.kind = 'article' AND r.item = CAST(t.article_uuid AS TEXT) AND r.language = t.language;

CREATE TRIGGER page_translations_site_indexed AFTER INSERT ON page_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 34359738368) - 16 FROM site_search_rows WHERE id BETWEEN 30064771072 AND 34359738367)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'page', NEW.page_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, NEW.body FROM site_search_rows
    WHERE kind = 'page' AND item = CAST(NEW.page_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER page_translations_site_reindexed AFTER UPDATE ON page_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'page' AND item = CAST(OLD.page_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'page' AND item = CAST(OLD.page_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 34359738368) - 16 FROM site_search_rows WHERE id BETWEEN 30064771072 AND 34359738367)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'page', NEW.page_uuid, NEW.language);
  INSERT OR REPLACE INTO site_search (rowid, title, text)
    SELECT id, NEW.title, NEW.body FROM site_search_rows
    WHERE kind = 'page' AND item = CAST(NEW.page_uuid AS TEXT) AND language = NEW.language;
END;
CREATE TRIGGER page_translations_site_unindexed AFTER DELETE ON page_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'page' AND item = CAST(OLD.page_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'page' AND item = CAST(OLD.page_uuid AS TEXT) AND language = OLD.language;
END;
INSERT INTO site_search_rows (id, kind, item, language) SELECT 34359738368 - ROW_NUMBER() OVER () * 16 + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = t.language), 15), 'page', t.page_uuid, t.language FROM page_translations t;
INSERT INTO site_search (rowid, title, text)
  SELECT r.id, t.title, t.body
  FROM page_translations t JOIN site_search_rows r ON r.kind = 'page' AND r.item = CAST(t.page_uuid AS TEXT) AND r.language = t.language;

