-- The CV a vacancy response may carry (issue 25; BE-29, OQ-09): its key in the FILES bucket, under the private
-- prefix that /media/ never serves; NULL for a lead without one.
ALTER TABLE leads ADD COLUMN cv_key TEXT;
