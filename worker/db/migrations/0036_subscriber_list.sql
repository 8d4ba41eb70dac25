-- The desk's newsletter list (issue 41 "Subscribers"): newest first, by status.
CREATE INDEX subscribers_by_created ON subscribers (created DESC);
CREATE INDEX subscribers_by_status ON subscribers (status, created DESC);
