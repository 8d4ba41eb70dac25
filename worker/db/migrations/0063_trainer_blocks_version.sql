-- Issue 42 "trainers" (OQ-11, TRAINER-11, TRAINER-12, TRAINER-14): the desk saves a trainer's special blocks (businesses,
-- specialization, FAQ videos, client logos, social links) whole over their own version, apart from the item's, so that
-- the item's autosave and a blocks save never refuse each other; a stale save answers 409 (content_version_guard).
ALTER TABLE trainers ADD COLUMN blocks_version INTEGER NOT NULL DEFAULT 1;
