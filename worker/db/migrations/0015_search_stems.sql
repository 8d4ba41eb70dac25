-- BE-07, issue 26: search that understands word forms. Each translation stores the Snowball stems of its text
-- (`search_stems`, written with the text by worker/db/search-stems.ts: Russian and English; Kyrgyz keeps none and is
-- found by prefixes), and the search tables index them in a `stems` column beside title and text. The triggers and
-- the date-ordered rowids are those of 0006 with the new column. Rows stored before this migration have no stems
-- until they are written again (`npm run db:reset` locally).

DROP TRIGGER news_translations_indexed;
DROP TRIGGER news_translations_reindexed;
DROP TRIGGER news_republished;
DROP TABLE news_search;
CREATE VIRTUAL TABLE news_search USING fts5 (
  title, text, stems, uuid UNINDEXED, language UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
);
ALTER TABLE news_translations ADD COLUMN search_stems TEXT NOT NULL DEFAULT '';

CREATE TRIGGER news_translations_indexed AFTER INSERT ON news_translations BEGIN
  INSERT INTO news_search (rowid, title, text, stems, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.search_stems, NEW.news_uuid, NEW.language
    FROM news n WHERE n.uuid = NEW.news_uuid;
END;

CREATE TRIGGER news_translations_reindexed AFTER UPDATE ON news_translations BEGIN
  DELETE FROM news_search WHERE uuid = OLD.news_uuid AND language = OLD.language;
  INSERT INTO news_search (rowid, title, text, stems, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.search_stems, NEW.news_uuid, NEW.language
    FROM news n WHERE n.uuid = NEW.news_uuid;
END;

CREATE TRIGGER news_republished AFTER UPDATE OF date_publication ON news BEGIN
  DELETE FROM news_search WHERE uuid = NEW.uuid;
  INSERT INTO news_search (rowid, title, text, stems, uuid, language)
    SELECT unixepoch(NEW.date_publication) * 1000000 + (NEW.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
           t.title, t.short_description || ' ' || t.body, t.search_stems, t.news_uuid, t.language
    FROM news_translations t WHERE t.news_uuid = NEW.uuid;
END;

INSERT INTO news_search (rowid, title, text, stems, uuid, language)
  SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
         t.title, t.short_description || ' ' || t.body, t.search_stems, t.news_uuid, t.language
  FROM news_translations t JOIN news n ON n.uuid = t.news_uuid;

-- The same for blog articles.
DROP TRIGGER article_translations_indexed;
DROP TRIGGER article_translations_reindexed;
DROP TRIGGER article_republished;
DROP TABLE article_search;
CREATE VIRTUAL TABLE article_search USING fts5 (
  title, text, stems, uuid UNINDEXED, language UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
);
ALTER TABLE article_translations ADD COLUMN search_stems TEXT NOT NULL DEFAULT '';

CREATE TRIGGER article_translations_indexed AFTER INSERT ON article_translations BEGIN
  INSERT INTO article_search (rowid, title, text, stems, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.search_stems, NEW.article_uuid, NEW.language
    FROM articles n WHERE n.uuid = NEW.article_uuid;
END;

CREATE TRIGGER article_translations_reindexed AFTER UPDATE ON article_translations BEGIN
  DELETE FROM article_search WHERE uuid = OLD.article_uuid AND language = OLD.language;
  INSERT INTO article_search (rowid, title, text, stems, uuid, language)
    SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = NEW.language), 9),
           NEW.title, NEW.short_description || ' ' || NEW.body, NEW.search_stems, NEW.article_uuid, NEW.language
    FROM articles n WHERE n.uuid = NEW.article_uuid;
END;

CREATE TRIGGER article_republished AFTER UPDATE OF date_publication ON articles BEGIN
  DELETE FROM article_search WHERE uuid = NEW.uuid;
  INSERT INTO article_search (rowid, title, text, stems, uuid, language)
    SELECT unixepoch(NEW.date_publication) * 1000000 + (NEW.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
           t.title, t.short_description || ' ' || t.body, t.search_stems, t.article_uuid, t.language
    FROM article_translations t WHERE t.article_uuid = NEW.uuid;
END;

INSERT INTO article_search (rowid, title, text, stems, uuid, language)
  SELECT unixepoch(n.date_publication) * 1000000 + (n.rowid % 100000) * 10
             + COALESCE((SELECT l.id % 10 FROM languages l WHERE l.language_code = t.language), 9),
         t.title, t.short_description || ' ' || t.body, t.search_stems, t.article_uuid, t.language
  FROM article_translations t JOIN articles n ON n.uuid = t.article_uuid;
