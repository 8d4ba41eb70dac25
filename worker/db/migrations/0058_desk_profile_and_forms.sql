-- Issue 42: the desk edits the site profile (one record) and the lead forms; a stale save of either answers 409
-- (content_version_guard, migration 0045). The profile's version lives in one row, each form's on the form.
CREATE TABLE site_profile_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO site_profile_version (id, version) VALUES (1, 1);
ALTER TABLE forms ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
