-- The desk's lead inbox (issue 41 "Leads", BE-20): each lead's status (new → in work → done or spam), the staff
-- member it is assigned to, and the staff's comments. Lists filter by status, form and assignee, newest first.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_work', 'done', 'spam'));
ALTER TABLE leads ADD COLUMN assignee_id INTEGER REFERENCES client_users (id) ON DELETE SET NULL;
ALTER TABLE leads ADD COLUMN status_changed TEXT;
-- the field values lower-cased by the Worker (SQLite's lower() folds ASCII only), which the inbox's search reads;
-- leads older than this migration get SQLite's folding, so their non-ASCII capitals match only as typed
ALTER TABLE leads ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE leads SET search_text = lower(field_values);

CREATE INDEX leads_by_created ON leads (created DESC);
CREATE INDEX leads_by_status ON leads (status, created DESC);
CREATE INDEX leads_by_assignee ON leads (assignee_id, created DESC) WHERE assignee_id IS NOT NULL;

CREATE TABLE lead_comments (
  id INTEGER PRIMARY KEY,
  lead_uuid TEXT NOT NULL REFERENCES leads (uuid) ON DELETE CASCADE,
  -- the staff member who wrote it; NULL once their account is gone
  author_id INTEGER REFERENCES client_users (id) ON DELETE SET NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created TEXT NOT NULL
);
CREATE INDEX lead_comments_by_lead ON lead_comments (lead_uuid, created);
