-- Issue 45: the site search indexes the text a visitor sees, not the HTML of rich texts: a tag's name, its attributes
-- (a class, an href) and entities were indexed as words, so a search found markup, and the tag "p" of every paragraph
-- was a word in every row. Every index write now goes through one view, site_search_writes, whose trigger writes the
-- plain fields as they are and the rich ones as visible text; the translation triggers of 0048 are replaced to write
-- through it (their site_search_rows bookkeeping unchanged), and the index is rewritten from the translations.
--
-- Visible text of rich HTML, in two passes of SQL (D1 has no regular expressions): split at every '<' (json_each over
-- the JSON-quoted text, '<' turned into '","'); each piece after the first is "tag>text": the tag goes, as nothing
-- inside a word for inline tags (b, i, span, a…: "пере<b>гов</b>оры" is one word) and as a space for the others ("</p><p>"
-- separates); the text after a script, style, iframe, object, embed, template or noscript tag goes too; a '<' with no
-- '>' after it is text. Then split at every '&': "name;" of at most 9 letters, digits or '#' is an entity: &amp; &lt; &gt;
-- &quot; &apos; and decimal &#N; become their character, &shy; and &#173; nothing, every other entity a space (a letter
-- spelled as a named or hex entity is lost: the editors write letters as letters).
-- Known limits: a '<' or '>' inside an attribute's quoted value or a comment cuts the piece there.

-- What the index is written through: a row inserted here becomes site_search's row `id` (replacing it).
CREATE VIEW site_search_writes (id, title, plain, rich) AS SELECT NULL, NULL, NULL, NULL WHERE 0;

CREATE TRIGGER site_search_written INSTEAD OF INSERT ON site_search_writes BEGIN
  INSERT OR REPLACE INTO site_search (rowid, title, text) VALUES (NEW.id, NEW.title, COALESCE(NEW.plain, '') || ' ' || COALESCE((
    SELECT group_concat(part, '') FROM (
      SELECT CASE
        WHEN key = 0 THEN value
        WHEN semi BETWEEN 2 AND 10 AND NOT entity GLOB '*[^#a-zA-Z0-9]*' THEN
          CASE
            WHEN entity IN ('shy', '#173') THEN ''
            WHEN entity = 'amp' THEN '&'
            WHEN entity = 'lt' THEN '<'
            WHEN entity = 'gt' THEN '>'
            WHEN entity = 'quot' THEN '"'
            WHEN entity = 'apos' THEN ''''
            WHEN code BETWEEN 32 AND 1114111 AND code NOT BETWEEN 55296 AND 57343 THEN char(code)
            ELSE ' '
          END || substr(value, semi + 1)
        ELSE '&' || value
      END AS part
      FROM (
        SELECT key, value, instr(value, ';') AS semi, substr(value, 1, instr(value, ';') - 1) AS entity,
          CASE WHEN value GLOB '#[0-9]*' AND NOT substr(value, 2, instr(value, ';') - 2) GLOB '*[^0-9]*'
            THEN CAST(substr(value, 2, instr(value, ';') - 2) AS INTEGER) END AS code
        FROM json_each('[' || replace(json_quote((
          SELECT group_concat(part, '') FROM (
            SELECT CASE
              WHEN key = 0 THEN value
              WHEN gt = 0 THEN '<' || value
              ELSE CASE WHEN instr(',a,abbr,b,bdi,bdo,cite,code,del,dfn,em,font,i,ins,kbd,mark,q,s,samp,small,span,strike,strong,sub,sup,time,u,var,wbr,', ',' || name || ',') > 0 THEN '' ELSE ' ' END
                || CASE WHEN substr(value, 1, 1) <> '/' AND name IN ('script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript') THEN '' ELSE substr(value, gt + 1) END
            END AS part
            FROM (
              SELECT key, value, gt, lower(substr(tag, 1, instr(tag, ' ') - 1)) AS name
              FROM (
                SELECT key, value, instr(value, '>') AS gt,
                  replace(replace(replace(replace(ltrim(substr(value, 1, instr(value, '>') - 1), '/'), char(9), ' '), char(10), ' '), char(13), ' '), '/', ' ') || ' ' AS tag
                FROM json_each('[' || replace(json_quote(NEW.rich), '<', '","') || ']')
              )
            )
            ORDER BY key
          )
        )), '&', '","') || ']')
      )
      ORDER BY key
    )
  ), ''));
END;

DROP TRIGGER event_translations_site_indexed;
CREATE TRIGGER event_translations_site_indexed AFTER INSERT ON event_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 8589934592) - 16 FROM site_search_rows WHERE id BETWEEN 4294967296 AND 8589934591)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'event', NEW.event_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '')
    FROM site_search_rows WHERE kind = 'event' AND item = CAST(NEW.event_uuid AS TEXT) AND language = NEW.language;
END;
DROP TRIGGER event_translations_site_reindexed;
CREATE TRIGGER event_translations_site_reindexed AFTER UPDATE ON event_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'event' AND item = CAST(OLD.event_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'event' AND item = CAST(OLD.event_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 8589934592) - 16 FROM site_search_rows WHERE id BETWEEN 4294967296 AND 8589934591)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'event', NEW.event_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '')
    FROM site_search_rows WHERE kind = 'event' AND item = CAST(NEW.event_uuid AS TEXT) AND language = NEW.language;
END;
INSERT INTO site_search_writes (id, title, plain, rich)
  SELECT r.id, t.title, COALESCE(t.short_description, ''),
    COALESCE(t.description, '') || ' ' || COALESCE(t.description_second, '') || ' ' || COALESCE(t.for_who, '')
  FROM event_translations t JOIN site_search_rows r ON r.kind = 'event' AND r.item = CAST(t.event_uuid AS TEXT) AND r.language = t.language;

DROP TRIGGER online_course_translations_site_indexed;
CREATE TRIGGER online_course_translations_site_indexed AFTER INSERT ON online_course_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 12884901888) - 16 FROM site_search_rows WHERE id BETWEEN 8589934592 AND 12884901887)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'online_course', NEW.course_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '')
    FROM site_search_rows WHERE kind = 'online_course' AND item = CAST(NEW.course_uuid AS TEXT) AND language = NEW.language;
END;
DROP TRIGGER online_course_translations_site_reindexed;
CREATE TRIGGER online_course_translations_site_reindexed AFTER UPDATE ON online_course_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'online_course' AND item = CAST(OLD.course_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'online_course' AND item = CAST(OLD.course_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 12884901888) - 16 FROM site_search_rows WHERE id BETWEEN 8589934592 AND 12884901887)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'online_course', NEW.course_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '') || ' ' || COALESCE(NEW.for_who, '')
    FROM site_search_rows WHERE kind = 'online_course' AND item = CAST(NEW.course_uuid AS TEXT) AND language = NEW.language;
END;
INSERT INTO site_search_writes (id, title, plain, rich)
  SELECT r.id, t.title, COALESCE(t.short_description, ''),
    COALESCE(t.description, '') || ' ' || COALESCE(t.description_second, '') || ' ' || COALESCE(t.for_who, '')
  FROM online_course_translations t JOIN site_search_rows r ON r.kind = 'online_course' AND r.item = CAST(t.course_uuid AS TEXT) AND r.language = t.language;

DROP TRIGGER product_translations_site_indexed;
CREATE TRIGGER product_translations_site_indexed AFTER INSERT ON product_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 17179869184) - 16 FROM site_search_rows WHERE id BETWEEN 12884901888 AND 17179869183)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'product', NEW.product_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title || ' ' || COALESCE(NEW.subtitle, ''), COALESCE(NEW.short_description, ''),
      COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '')
    FROM site_search_rows WHERE kind = 'product' AND item = CAST(NEW.product_uuid AS TEXT) AND language = NEW.language;
END;
DROP TRIGGER product_translations_site_reindexed;
CREATE TRIGGER product_translations_site_reindexed AFTER UPDATE ON product_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'product' AND item = CAST(OLD.product_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'product' AND item = CAST(OLD.product_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 17179869184) - 16 FROM site_search_rows WHERE id BETWEEN 12884901888 AND 17179869183)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'product', NEW.product_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title || ' ' || COALESCE(NEW.subtitle, ''), COALESCE(NEW.short_description, ''),
      COALESCE(NEW.description, '') || ' ' || COALESCE(NEW.description_second, '')
    FROM site_search_rows WHERE kind = 'product' AND item = CAST(NEW.product_uuid AS TEXT) AND language = NEW.language;
END;
INSERT INTO site_search_writes (id, title, plain, rich)
  SELECT r.id, t.title || ' ' || COALESCE(t.subtitle, ''), COALESCE(t.short_description, ''),
    COALESCE(t.description, '') || ' ' || COALESCE(t.description_second, '')
  FROM product_translations t JOIN site_search_rows r ON r.kind = 'product' AND r.item = CAST(t.product_uuid AS TEXT) AND r.language = t.language;

DROP TRIGGER trainer_translations_site_indexed;
CREATE TRIGGER trainer_translations_site_indexed AFTER INSERT ON trainer_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 21474836480) - 16 FROM site_search_rows WHERE id BETWEEN 17179869184 AND 21474836479)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'trainer', NEW.trainer_id, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.full_name, COALESCE(NEW.direction, '') || ' ' || COALESCE((SELECT group_concat(value, ' ') FROM json_each(NEW.specialization)), '') || ' ' || COALESCE(NEW.small_description, ''),
      COALESCE(NEW.competence, '') || ' ' || COALESCE(NEW.description, '')
    FROM site_search_rows WHERE kind = 'trainer' AND item = CAST(NEW.trainer_id AS TEXT) AND language = NEW.language;
END;
DROP TRIGGER trainer_translations_site_reindexed;
CREATE TRIGGER trainer_translations_site_reindexed AFTER UPDATE ON trainer_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'trainer' AND item = CAST(OLD.trainer_id AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'trainer' AND item = CAST(OLD.trainer_id AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 21474836480) - 16 FROM site_search_rows WHERE id BETWEEN 17179869184 AND 21474836479)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'trainer', NEW.trainer_id, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.full_name, COALESCE(NEW.direction, '') || ' ' || COALESCE((SELECT group_concat(value, ' ') FROM json_each(NEW.specialization)), '') || ' ' || COALESCE(NEW.small_description, ''),
      COALESCE(NEW.competence, '') || ' ' || COALESCE(NEW.description, '')
    FROM site_search_rows WHERE kind = 'trainer' AND item = CAST(NEW.trainer_id AS TEXT) AND language = NEW.language;
END;
INSERT INTO site_search_writes (id, title, plain, rich)
  SELECT r.id, t.full_name, COALESCE(t.direction, '') || ' ' || COALESCE((SELECT group_concat(value, ' ') FROM json_each(t.specialization)), '') || ' ' || COALESCE(t.small_description, ''),
    COALESCE(t.competence, '') || ' ' || COALESCE(t.description, '')
  FROM trainer_translations t JOIN site_search_rows r ON r.kind = 'trainer' AND r.item = CAST(t.trainer_id AS TEXT) AND r.language = t.language;

DROP TRIGGER news_translations_site_indexed;
CREATE TRIGGER news_translations_site_indexed AFTER INSERT ON news_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 25769803776) - 16 FROM site_search_rows WHERE id BETWEEN 21474836480 AND 25769803775)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'news', NEW.news_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.body, '')
    FROM site_search_rows WHERE kind = 'news' AND item = CAST(NEW.news_uuid AS TEXT) AND language = NEW.language;
END;
DROP TRIGGER news_translations_site_reindexed;
CREATE TRIGGER news_translations_site_reindexed AFTER UPDATE ON news_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'news' AND item = CAST(OLD.news_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'news' AND item = CAST(OLD.news_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 25769803776) - 16 FROM site_search_rows WHERE id BETWEEN 21474836480 AND 25769803775)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'news', NEW.news_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.body, '')
    FROM site_search_rows WHERE kind = 'news' AND item = CAST(NEW.news_uuid AS TEXT) AND language = NEW.language;
END;
INSERT INTO site_search_writes (id, title, plain, rich)
  SELECT r.id, t.title, COALESCE(t.short_description, ''),
    COALESCE(t.body, '')
  FROM news_translations t JOIN site_search_rows r ON r.kind = 'news' AND r.item = CAST(t.news_uuid AS TEXT) AND r.language = t.language;

DROP TRIGGER article_translations_site_indexed;
CREATE TRIGGER article_translations_site_indexed AFTER INSERT ON article_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 30064771072) - 16 FROM site_search_rows WHERE id BETWEEN 25769803776 AND 30064771071)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'article', NEW.article_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.body, '')
    FROM site_search_rows WHERE kind = 'article' AND item = CAST(NEW.article_uuid AS TEXT) AND language = NEW.language;
END;
DROP TRIGGER article_translations_site_reindexed;
CREATE TRIGGER article_translations_site_reindexed AFTER UPDATE ON article_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'article' AND item = CAST(OLD.article_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'article' AND item = CAST(OLD.article_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 30064771072) - 16 FROM site_search_rows WHERE id BETWEEN 25769803776 AND 30064771071)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'article', NEW.article_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, COALESCE(NEW.short_description, ''),
      COALESCE(NEW.body, '')
    FROM site_search_rows WHERE kind = 'article' AND item = CAST(NEW.article_uuid AS TEXT) AND language = NEW.language;
END;
INSERT INTO site_search_writes (id, title, plain, rich)
  SELECT r.id, t.title, COALESCE(t.short_description, ''),
    COALESCE(t.body, '')
  FROM article_translations t JOIN site_search_rows r ON r.kind = 'article' AND r.item = CAST(t.article_uuid AS TEXT) AND r.language = t.language;

DROP TRIGGER page_translations_site_indexed;
CREATE TRIGGER page_translations_site_indexed AFTER INSERT ON page_translations BEGIN
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 34359738368) - 16 FROM site_search_rows WHERE id BETWEEN 30064771072 AND 34359738367)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'page', NEW.page_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, '',
      COALESCE(NEW.body, '')
    FROM site_search_rows WHERE kind = 'page' AND item = CAST(NEW.page_uuid AS TEXT) AND language = NEW.language;
END;
DROP TRIGGER page_translations_site_reindexed;
CREATE TRIGGER page_translations_site_reindexed AFTER UPDATE ON page_translations BEGIN
  DELETE FROM site_search WHERE rowid = (SELECT id FROM site_search_rows
    WHERE kind = 'page' AND item = CAST(OLD.page_uuid AS TEXT) AND language = OLD.language);
  DELETE FROM site_search_rows WHERE kind = 'page' AND item = CAST(OLD.page_uuid AS TEXT) AND language = OLD.language;
  INSERT OR IGNORE INTO site_search_rows (id, kind, item, language) VALUES ((SELECT COALESCE(MIN(id) / 16 * 16, 34359738368) - 16 FROM site_search_rows WHERE id BETWEEN 30064771072 AND 34359738367)
      + COALESCE((SELECT l.id % 16 FROM languages l WHERE l.language_code = NEW.language), 15), 'page', NEW.page_uuid, NEW.language);
  INSERT INTO site_search_writes (id, title, plain, rich)
    SELECT id, NEW.title, '',
      COALESCE(NEW.body, '')
    FROM site_search_rows WHERE kind = 'page' AND item = CAST(NEW.page_uuid AS TEXT) AND language = NEW.language;
END;
INSERT INTO site_search_writes (id, title, plain, rich)
  SELECT r.id, t.title, '',
    COALESCE(t.body, '')
  FROM page_translations t JOIN site_search_rows r ON r.kind = 'page' AND r.item = CAST(t.page_uuid AS TEXT) AND r.language = t.language;

-- The index's own merge after rewriting every row.
INSERT INTO site_search (site_search) VALUES ('optimize');
