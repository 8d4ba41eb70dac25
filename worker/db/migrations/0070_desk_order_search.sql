-- The desk's order search (issue 41 "Orders"): each order's search_text (its buyer's name, e-mail and phone, lower-cased,
-- and the phone's digits from every position: src/model/desk-search.ts, as the leads' of 0044) in an FTS5 index per
-- kind, kept by triggers, so a name in any case, a phone as typed and a part of it are found through the index. Orders
-- written before this get the same text here (lower() folds ASCII only; the index folds the rest itself).

ALTER TABLE event_orders ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE event_orders AS o SET search_text = lower(o.client_name || char(10) || o.client_email || char(10) || o.client_phone) || COALESCE(char(10) || (
  WITH RECURSIVE d(x) AS (SELECT replace(replace(replace(replace(replace(replace(o.client_phone, '+', ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')),
    tails(rest) AS (SELECT substr(x, 2) FROM d WHERE length(x) >= 7 UNION ALL SELECT substr(rest, 2) FROM tails WHERE length(rest) > 3)
  SELECT group_concat(rest, ' ') FROM tails), '');
CREATE VIRTUAL TABLE event_orders_search USING fts5 (
  search_text, content = 'event_orders', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO event_orders_search (event_orders_search, rank) VALUES ('secure-delete', 1);
CREATE TRIGGER event_orders_searchable AFTER INSERT ON event_orders BEGIN
  INSERT INTO event_orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
CREATE TRIGGER event_orders_unsearchable AFTER DELETE ON event_orders BEGIN
  INSERT INTO event_orders_search (event_orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
END;
CREATE TRIGGER event_orders_researchable AFTER UPDATE OF search_text ON event_orders BEGIN
  INSERT INTO event_orders_search (event_orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
  INSERT INTO event_orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
INSERT INTO event_orders_search (event_orders_search) VALUES ('rebuild');

ALTER TABLE products_orders ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE products_orders AS o SET search_text = lower(o.client_name || char(10) || o.client_email || char(10) || o.client_phone) || COALESCE(char(10) || (
  WITH RECURSIVE d(x) AS (SELECT replace(replace(replace(replace(replace(replace(o.client_phone, '+', ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')),
    tails(rest) AS (SELECT substr(x, 2) FROM d WHERE length(x) >= 7 UNION ALL SELECT substr(rest, 2) FROM tails WHERE length(rest) > 3)
  SELECT group_concat(rest, ' ') FROM tails), '');
CREATE VIRTUAL TABLE products_orders_search USING fts5 (
  search_text, content = 'products_orders', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO products_orders_search (products_orders_search, rank) VALUES ('secure-delete', 1);
CREATE TRIGGER products_orders_searchable AFTER INSERT ON products_orders BEGIN
  INSERT INTO products_orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
CREATE TRIGGER products_orders_unsearchable AFTER DELETE ON products_orders BEGIN
  INSERT INTO products_orders_search (products_orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
END;
CREATE TRIGGER products_orders_researchable AFTER UPDATE OF search_text ON products_orders BEGIN
  INSERT INTO products_orders_search (products_orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
  INSERT INTO products_orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
INSERT INTO products_orders_search (products_orders_search) VALUES ('rebuild');

ALTER TABLE online_course_orders ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE online_course_orders AS o SET search_text = lower(o.client_name || char(10) || o.client_email || char(10) || o.client_phone) || COALESCE(char(10) || (
  WITH RECURSIVE d(x) AS (SELECT replace(replace(replace(replace(replace(replace(o.client_phone, '+', ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')),
    tails(rest) AS (SELECT substr(x, 2) FROM d WHERE length(x) >= 7 UNION ALL SELECT substr(rest, 2) FROM tails WHERE length(rest) > 3)
  SELECT group_concat(rest, ' ') FROM tails), '');
CREATE VIRTUAL TABLE online_course_orders_search USING fts5 (
  search_text, content = 'online_course_orders', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO online_course_orders_search (online_course_orders_search, rank) VALUES ('secure-delete', 1);
CREATE TRIGGER online_course_orders_searchable AFTER INSERT ON online_course_orders BEGIN
  INSERT INTO online_course_orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
CREATE TRIGGER online_course_orders_unsearchable AFTER DELETE ON online_course_orders BEGIN
  INSERT INTO online_course_orders_search (online_course_orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
END;
CREATE TRIGGER online_course_orders_researchable AFTER UPDATE OF search_text ON online_course_orders BEGIN
  INSERT INTO online_course_orders_search (online_course_orders_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
  INSERT INTO online_course_orders_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
INSERT INTO online_course_orders_search (online_course_orders_search) VALUES ('rebuild');
