-- Issue 43.1: the content version the edge cache keys on; every desk write and published review bumps it, so that a
-- change is seen within seconds without purging the cache. One row. It starts at the database's creation time (ms), so
-- a database made again never meets the copies its predecessor left in the cache under its own small numbers.
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, CAST(strftime('%s', 'now') AS INTEGER) * 1000);
