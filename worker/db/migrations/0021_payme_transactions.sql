-- Payme Merchant API transactions (issue 29; BE-13, PAY-08): one row per Payme transaction (CreateTransaction's
-- params.id) for one of our payments. number is the `transaction` we answer (our id of it). Payme's times are
-- milliseconds since the epoch, as its protocol writes them; perform_time and cancel_time are 0 until they happen.
-- state: 1 created, 2 performed, -1 canceled before perform, -2 canceled after perform; reason as Payme sent it.
CREATE TABLE payme_transactions (
  number INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL,
  payment_uuid TEXT NOT NULL REFERENCES payments (uuid),
  payme_time INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  state INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2, -1, -2)),
  reason INTEGER,
  create_time INTEGER NOT NULL,
  perform_time INTEGER NOT NULL DEFAULT 0,
  cancel_time INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX payme_transactions_id ON payme_transactions (id);
-- One live transaction per payment (so per order: an order has one PENDING payment), whatever runs at once.
CREATE UNIQUE INDEX payme_transactions_one_live ON payme_transactions (payment_uuid) WHERE state IN (1, 2);
-- GetStatement: transactions by Payme's creation time.
CREATE INDEX payme_transactions_time ON payme_transactions (payme_time);
