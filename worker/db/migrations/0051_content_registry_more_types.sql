-- More content on the registry (issue 42, BE-04, BE-05): tags, trainers, vacancies, partners, employees and social
-- activities get the publication state and version of migration 0045; existing rows stay published.
ALTER TABLE tags ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE tags ADD COLUMN publish_at TEXT;
ALTER TABLE tags ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE trainers ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE trainers ADD COLUMN publish_at TEXT;
ALTER TABLE trainers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE vacancies ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE vacancies ADD COLUMN publish_at TEXT;
ALTER TABLE vacancies ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE partners ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE partners ADD COLUMN publish_at TEXT;
ALTER TABLE partners ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE employees ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE employees ADD COLUMN publish_at TEXT;
ALTER TABLE employees ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE social_activities ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE social_activities ADD COLUMN publish_at TEXT;
ALTER TABLE social_activities ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The few items not yet visible, found through these partial indexes; the counts subtract them.
CREATE INDEX tags_hidden ON tags (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX trainers_hidden ON trainers (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX vacancies_hidden ON vacancies (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX partners_hidden ON partners (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX employees_hidden ON employees (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX social_activities_hidden ON social_activities (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;

-- Never holds a row: a delete of an item something came to point at (since the delete looked) inserts one, which
-- this CHECK refuses, and so rolls back the delete's whole batch (answered 409 naming what points at it).
CREATE TABLE content_reference_guard (
  referenced INTEGER NOT NULL CONSTRAINT still_referenced CHECK (referenced = 0)
);

-- The last id given to a new item of a type keyed by an integer (tags, trainers, partners, employees): never given
-- again, so a deleted item's audit rows and old addresses never pass to a new one (a bare MAX(id) + 1 would).
CREATE TABLE content_ids (
  content_type TEXT PRIMARY KEY,
  last_id INTEGER NOT NULL
) WITHOUT ROWID;

-- Never holds a row: a save naming a tag or trainer deleted since the save checked it inserts one, which this CHECK
-- refuses, and so rolls back the save (answered 400 as an unknown value) instead of dropping the link silently.
CREATE TABLE content_target_guard (
  missing INTEGER NOT NULL CONSTRAINT target_gone CHECK (missing = 0)
);
