-- Issue 23 (PAY-12, BE-13): one live payment attempt per order, and a charge the order does not keep is refunded
-- (or flagged for staff) and recorded.
-- payments.status gains SUPERSEDED (a newer attempt of the order replaced it), REFUND_PENDING (charged although the
-- order is paid or the attempt was superseded; the refund is asked for), REFUNDED and NEEDS_STAFF (no refund call,
-- or the provider refused it). SQLite cannot change a CHECK in place: the table is rebuilt. click_transactions
-- references payments, so its rows wait in a plain copy while payments is replaced (foreign keys stay enforced).
CREATE TABLE payments_rebuilt (
  uuid TEXT PRIMARY KEY,
  order_kind TEXT NOT NULL,
  order_uuid TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  provider TEXT NOT NULL,
  live INTEGER NOT NULL CHECK (live IN (0, 1)),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  status TEXT NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'SUCCEEDED', 'CANCELED', 'SUPERSEDED', 'REFUND_PENDING', 'REFUNDED', 'NEEDS_STAFF')),
  provider_payment_id TEXT,
  invoice_url TEXT,
  return_url TEXT NOT NULL,
  return_fail_url TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
INSERT INTO payments_rebuilt SELECT uuid, order_kind, order_uuid, payment_method, provider, live, amount, currency, status,
  provider_payment_id, invoice_url, return_url, return_fail_url, created, updated FROM payments;
CREATE TABLE click_transactions_kept AS SELECT * FROM click_transactions;
DROP TABLE click_transactions;
DROP TABLE payments;
ALTER TABLE payments_rebuilt RENAME TO payments;
CREATE INDEX payments_order ON payments (order_kind, order_uuid, created);
CREATE UNIQUE INDEX payments_provider_id ON payments (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL;

CREATE TABLE click_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  click_trans_id TEXT NOT NULL,
  click_paydoc_id TEXT NOT NULL,
  payment_uuid TEXT NOT NULL REFERENCES payments (uuid),
  created TEXT NOT NULL
);
INSERT INTO click_transactions (id, click_trans_id, click_paydoc_id, payment_uuid, created)
  SELECT id, click_trans_id, click_paydoc_id, payment_uuid, created FROM click_transactions_kept;
DROP TABLE click_transactions_kept;
CREATE UNIQUE INDEX click_transactions_click_id ON click_transactions (click_trans_id);

-- Older pending attempts of one order are superseded by its newest, then the index keeps it so: at most one PENDING
-- payment per order, whatever runs at once (a second INSERT of a PENDING payment fails).
UPDATE payments SET status = 'SUPERSEDED'
WHERE status = 'PENDING'
  AND EXISTS (
    SELECT 1 FROM payments AS newer
    WHERE newer.order_kind = payments.order_kind AND newer.order_uuid = payments.order_uuid AND newer.status = 'PENDING'
      AND (newer.created > payments.created OR (newer.created = payments.created AND newer.uuid > payments.uuid))
  );
CREATE UNIQUE INDEX payments_one_pending ON payments (order_kind, order_uuid) WHERE status = 'PENDING';

-- A charge the order does not keep: why (order_paid: another payment paid the order; superseded: a newer attempt
-- replaced this one), the provider's refund id, or a note for staff when no refund could be made. claimed_until
-- is the lease of the one request asking the provider for the refund, so duplicate notifications ask once.
CREATE TABLE payment_refunds (
  payment_uuid TEXT PRIMARY KEY REFERENCES payments (uuid),
  reason TEXT NOT NULL CHECK (reason IN ('order_paid', 'superseded')),
  provider_refund_id TEXT,
  staff_note TEXT,
  claimed_until TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
) WITHOUT ROWID;

-- The sandbox's own refunds (what a real provider keeps): at most one full refund per invoice.
CREATE TABLE sandbox_refunds (
  id TEXT PRIMARY KEY,
  invoice_id TEXT NOT NULL UNIQUE REFERENCES sandbox_invoices (id),
  amount INTEGER NOT NULL,
  created TEXT NOT NULL
) WITHOUT ROWID;
