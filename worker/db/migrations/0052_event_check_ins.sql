-- Issue 44: check-in at the door. One row a ticket (an event order): a ticket checks in once. checked_in_at is the
-- scan's time on the door's device (a queued scan syncs later); the earliest of concurrent or conflicting scans is
-- kept, with the staff member and the scan id (the device's uuid of the scan: a resent scan is recognised).
CREATE TABLE event_check_ins (
  order_uuid TEXT PRIMARY KEY REFERENCES event_orders (uuid),
  event_uuid TEXT NOT NULL REFERENCES events (uuid),
  scan_id TEXT NOT NULL,
  checked_in_at TEXT NOT NULL,
  -- the staff member who scanned; NULL once their account is gone
  staff_id INTEGER REFERENCES client_users (id) ON DELETE SET NULL,
  recorded_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX event_check_ins_by_event ON event_check_ins (event_uuid, checked_in_at);
