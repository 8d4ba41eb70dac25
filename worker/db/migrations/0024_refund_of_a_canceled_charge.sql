-- Issue 39.1 (PAY-12, BE-13): a provider may still charge an attempt we recorded as canceled (PayBox declined it, then
-- the buyer paid on its page): that charge is refunded like any other the order does not keep, and payment_refunds
-- gains the reason 'canceled'. SQLite cannot change a CHECK in place: the table is rebuilt (nothing references it).
CREATE TABLE payment_refunds_rebuilt (
  payment_uuid TEXT PRIMARY KEY REFERENCES payments (uuid),
  reason TEXT NOT NULL CHECK (reason IN ('order_paid', 'superseded', 'canceled')),
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
