-- Issue 44 (BE-15): a payment that completes after its order's seat hold ended, once the option sold out meanwhile,
-- does not pay the order (that would oversell): it is kept as NEEDS_STAFF for a person to refund or admit, and
-- payment_refunds gains the reason 'seat_sold'. SQLite cannot change a CHECK in place: the table is rebuilt (nothing
-- references it).
CREATE TABLE payment_refunds_rebuilt (
  payment_uuid TEXT PRIMARY KEY REFERENCES payments (uuid),
  reason TEXT NOT NULL CHECK (reason IN ('order_paid', 'superseded', 'canceled', 'seat_sold')),
  provider_refund_id TEXT,
  staff_note TEXT,
  claimed_until TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO payment_refunds_rebuilt (payment_uuid, reason, provider_refund_id, staff_note, claimed_until, created, updated)
  SELECT payment_uuid, reason, provider_refund_id, staff_note, claimed_until, created, updated FROM payment_refunds;
DROP TABLE payment_refunds;
ALTER TABLE payment_refunds_rebuilt RENAME TO payment_refunds;
