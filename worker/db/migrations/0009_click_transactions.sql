-- CLICK SHOP-API (issue 5; BE-13, BE-14, PAY-14): one row per Click transaction (click_trans_id, an attempt to
-- pay) that passed Prepare for one of our payments. Its id is the merchant_prepare_id we answer and Click sends
-- back in Complete (an integer, as Click's protocol wants); payments.provider_payment_id stays our payment's uuid
-- (Click's merchant_trans_id), since Click may make several attempts for one payment. Click's ids are kept as the
-- decimal strings Click sent (64-bit, never rounded through a float).
CREATE TABLE click_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  click_trans_id TEXT NOT NULL,
  click_paydoc_id TEXT NOT NULL,
  payment_uuid TEXT NOT NULL REFERENCES payments (uuid),
  created TEXT NOT NULL
);
CREATE UNIQUE INDEX click_transactions_click_id ON click_transactions (click_trans_id);
