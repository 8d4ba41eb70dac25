-- Issue 42, 43.1: the instant (as strftime('%Y-%m-%dT%H:%M:%fZ') and toISOString write it, so that times compare as
-- text) up to which the content version covers scheduled publications: the every-minute cron run bumps the version
-- when a registry item's publish_at lies after it and has come, and moves it on in the same statement
-- (worker/db/scheduled-content.ts), so that a missed or late run loses no bump. The ranges are searched through the
-- partial indexes <table>_hidden of migrations 0045, 0051 and 0057.
ALTER TABLE content_version ADD COLUMN due_checked_at TEXT NOT NULL DEFAULT '';
UPDATE content_version SET due_checked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
