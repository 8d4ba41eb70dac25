-- The desk's audit log (issue 41): newest first, by staff member, by action (name or prefix), by day; each on an index.
CREATE INDEX staff_audit_by_at ON staff_audit (at);
CREATE INDEX staff_audit_by_user ON staff_audit (user_id, at);
CREATE INDEX staff_audit_by_action ON staff_audit (action, at);
