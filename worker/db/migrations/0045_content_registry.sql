-- Content editing from the desk (issue 42, BE-04, BE-05, BE-25): the editor role, the publication state and version
-- of each registered content type (worker/db/content-types.ts), and the redirects a changed slug leaves behind.

-- The editor role (texts only): a CHECK constraint changes only by rebuilding its table.
CREATE TABLE staff_roles_new (
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'manager', 'moderator', 'editor', 'door', 'qa')),
  -- epoch milliseconds
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, role)
) WITHOUT ROWID;
INSERT INTO staff_roles_new (user_id, role, granted_at) SELECT user_id, role, granted_at FROM staff_roles;
DROP TABLE staff_roles;
ALTER TABLE staff_roles_new RENAME TO staff_roles;
CREATE INDEX staff_roles_by_role ON staff_roles (role, user_id);

-- draft or published; a published item with publish_at in the future is scheduled: visitors see it from then on.
-- version: every save bumps it, and a save naming an older one is refused (409).
ALTER TABLE news ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE news ADD COLUMN publish_at TEXT;
ALTER TABLE news ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE articles ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE articles ADD COLUMN publish_at TEXT;
ALTER TABLE articles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE events ADD COLUMN publish_at TEXT;
ALTER TABLE events ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE pages ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE pages ADD COLUMN publish_at TEXT;
ALTER TABLE pages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The few items not yet visible, found through these partial indexes; the kept counts subtract them.
CREATE INDEX news_hidden ON news (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX articles_hidden ON articles (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX events_hidden ON events (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX pages_hidden ON pages (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;

-- The old slugs of an item: its old address answers 301 to the current one (and the sitemap lists only current ones).
CREATE TABLE content_redirects (
  content_type TEXT NOT NULL,
  old_slug TEXT NOT NULL,
  item_key TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (content_type, old_slug)
) WITHOUT ROWID;
CREATE INDEX content_redirects_by_item ON content_redirects (content_type, item_key);

-- Never holds a row: a save naming a version that is no longer stored inserts one, which this CHECK refuses, and so
-- rolls back the save's whole batch (answered 409).
CREATE TABLE content_version_guard (
  stale INTEGER NOT NULL CONSTRAINT stale_version CHECK (stale = 0)
);
