-- UZUM Merchant API (issue 29; BE-13, PAY-08, OQ-26): the transaction Uzum Bank creates for one of our payments
-- through its create webhook. trans_id is Uzum's transId; payment_uuid is unique, so a payment (and through the one
-- live attempt of payments_one_pending, an order) has at most one Uzum transaction. amount is what Uzum asked, in
-- tiyin; the times are Uzum's milliseconds since the epoch, answered back in create, confirm, reverse and status.
CREATE TABLE uzum_transactions (
  trans_id TEXT PRIMARY KEY,
  payment_uuid TEXT NOT NULL UNIQUE REFERENCES payments (uuid),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'CONFIRMED', 'REVERSED')),
  trans_time INTEGER NOT NULL,
  confirm_time INTEGER,
  reverse_time INTEGER
) WITHOUT ROWID;
