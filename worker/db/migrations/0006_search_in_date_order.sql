-- BE-07, issue 3 ("cost must not grow with the size of the catalogue"): a news or blog search lists newest first without
-- sorting every match. The rowid of a search row orders by publication time (seconds since 1970 × 10^6, then the
-- item's row and the language as the last digits), so FTS5 walks the matches newest first and stops after one page,
-- and `rowid / 10` names the item, which lets a count of matching items read no content at all.

DROP TRIGGER news_translations_indexed;
DROP TRIGGER news_translations_reindexed;

CREATE TRIGGER news_translations_indexed AFTER INSERT ON news_translations BEGIN
  INSERT INTO news_search (rowid, title, text, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.news_uuid, NEW.language
    FROM news n WHERE n.uuid = NEW.news_uuid;
END;

CREATE TRIGGER news_translations_reindexed AFTER UPDATE ON news_translations BEGIN
  DELETE FROM news_search WHERE uuid = OLD.news_uuid AND language = OLD.language;
  INSERT INTO news_search (rowid, title, text, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.news_uuid, NEW.language
    FROM news n WHERE n.uuid = NEW.news_uuid;
END;

-- A new publication date moves the item's search rows to their new place in the order.
CREATE TRIGGER news_republished AFTER UPDATE OF date_publication ON news BEGIN
  DELETE FROM news_search WHERE uuid = NEW.uuid;
  INSERT INTO news_search (rowid, title, text, uuid, language)
    SELECT unixepoch(NEW.date_publication) * 1000000 + (NEW.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
           t.title, t.short_description || ' ' || t.body, t.news_uuid, t.language
    FROM news_translations t WHERE t.news_uuid = NEW.uuid;
END;

-- Rows indexed before this migration get their ordered rowids.
DELETE FROM news_search;
INSERT INTO news_search (rowid, title, text, uuid, language)
  SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
           + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
         t.title, t.short_description || ' ' || t.body, t.news_uuid, t.language
  FROM news_translations t JOIN news n ON n.uuid = t.news_uuid;

-- The same for blog articles.
DROP TRIGGER article_translations_indexed;
DROP TRIGGER article_translations_reindexed;

CREATE TRIGGER article_translations_indexed AFTER INSERT ON article_translations BEGIN
  INSERT INTO article_search (rowid, title, text, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.article_uuid, NEW.language
    FROM articles n WHERE n.uuid = NEW.article_uuid;
END;

CREATE TRIGGER article_translations_reindexed AFTER UPDATE ON article_translations BEGIN
  DELETE FROM article_search WHERE uuid = OLD.article_uuid AND language = OLD.language;
  INSERT INTO article_search (rowid, title, text, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.article_uuid, NEW.language
    FROM articles n WHERE n.uuid = NEW.article_uuid;
END;

CREATE TRIGGER article_republished AFTER UPDATE OF date_publication ON articles BEGIN
  DELETE FROM article_search WHERE uuid = NEW.uuid;
  INSERT INTO article_search (rowid, title, text, uuid, language)
    SELECT unixepoch(NEW.date_publication) * 1000000 + (NEW.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
           t.title, t.short_description || ' ' || t.body, t.article_uuid, t.language
    FROM article_translations t WHERE t.article_uuid = NEW.uuid;
END;

DELETE FROM article_search;
INSERT INTO article_search (rowid, title, text, uuid, language)
  SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
           + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
         t.title, t.short_description || ' ' || t.body, t.article_uuid, t.language
  FROM article_translations t JOIN articles n ON n.uuid = t.article_uuid;
