-- Review moderation on the staff desk (issue 41, BE-09): a rejected review keeps its reason; the queue is the reviews
-- neither approved nor rejected, newest first, read from a partial index.
ALTER TABLE reviews ADD COLUMN rejected_at INTEGER;
ALTER TABLE reviews ADD COLUMN reject_reason TEXT;
CREATE INDEX reviews_moderation_queue ON reviews (created, uuid) WHERE moderated = 0 AND rejected_at IS NULL;
