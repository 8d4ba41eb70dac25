-- Issue 42 "draft, published and scheduled states": a trainer's draft blocks (0067) may be scheduled to become the
-- published ones by themselves. blocks_publish_at is the ISO instant (as Date.toISOString writes it, so that times
-- compare as text) from which the every-minute cron run publishes the draft; blocks_publish_by the staff member who
-- scheduled it (the audit row of that publication names them). NULL: nothing scheduled. The partial index finds the
-- few due drafts without a scan.
ALTER TABLE trainers ADD COLUMN blocks_publish_at TEXT;
ALTER TABLE trainers ADD COLUMN blocks_publish_by INTEGER;
CREATE INDEX trainers_blocks_due ON trainers (blocks_publish_at) WHERE blocks_publish_at IS NOT NULL;
