-- Event orders, their payments and the log of provider notifications (issue 5; BE-11, BE-12, BE-13, BE-32, BE-34,
-- OQ-29, OQ-34). Instants are UTC ISO 8601 strings (Date#toISOString), money integer minor units.

-- BE-11: one place at an event. price_* is the unit price the server computed at creation, in the event's base
-- currency; answers and payments convert it. number is human and sequential: it is assigned inside the INSERT
-- (MAX + 1 in the same statement), and the unique index makes a duplicate impossible.
CREATE TABLE event_orders (
  uuid TEXT PRIMARY KEY,
  number INTEGER NOT NULL,
  -- ≥ 128 random bits, base64url (BE-11): the only key the payment page reads an order by.
  access_code TEXT NOT NULL,
  event_uuid TEXT NOT NULL REFERENCES events (uuid),
  event_option_uuid TEXT REFERENCES event_options (uuid),
  quantity INTEGER NOT NULL CHECK (quantity = 1),
  price_amount INTEGER NOT NULL CHECK (price_amount >= 0),
  price_currency TEXT NOT NULL CHECK (price_currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  client_name TEXT NOT NULL,
  -- E.164
  client_phone TEXT NOT NULL,
  client_email TEXT NOT NULL,
  city TEXT,
  country TEXT,
  language TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  -- BE-34, OQ-34: when the visitor agreed to the personal-data processing, and to which privacy policy.
  consent_at TEXT NOT NULL,
  consent_document TEXT NOT NULL,
  -- BE-27: SHA-256 of the sender's address, only to limit how many orders one address makes.
  client_ip_hash TEXT,
  -- An order is paid at most once, by one payment, and never changes after that.
  is_paid INTEGER NOT NULL DEFAULT 0 CHECK (is_paid IN (0, 1)),
  paid_at TEXT,
  paid_payment_uuid TEXT,
  created TEXT NOT NULL,
  CHECK ((is_paid = 0 AND paid_at IS NULL AND paid_payment_uuid IS NULL)
    OR (is_paid = 1 AND paid_at IS NOT NULL AND paid_payment_uuid IS NOT NULL))
);
CREATE UNIQUE INDEX event_orders_number ON event_orders (number);
CREATE UNIQUE INDEX event_orders_access_code ON event_orders (access_code);
CREATE INDEX event_orders_event ON event_orders (event_uuid);
CREATE INDEX event_orders_by_sender ON event_orders (client_ip_hash, created) WHERE client_ip_hash IS NOT NULL;

-- BE-13: a payment attempt of an order with one provider. amount/currency are what the provider was asked to
-- charge; a notification whose amount or currency differs never marks the order paid. order_kind names the
-- orders table ('events'); product and online-course orders use the same payments later.
CREATE TABLE payments (
  uuid TEXT PRIMARY KEY,
  order_kind TEXT NOT NULL,
  order_uuid TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  -- The adapter that created it: SANDBOX or YOOKASSA; live = 0 for test providers (OQ-26).
  provider TEXT NOT NULL,
  live INTEGER NOT NULL CHECK (live IN (0, 1)),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'CANCELED')),
  -- The provider's id of the payment (NULL until the provider answered) and the page it pays on.
  provider_payment_id TEXT,
  invoice_url TEXT,
  return_url TEXT NOT NULL,
  return_fail_url TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX payments_order ON payments (order_kind, order_uuid, created);
CREATE UNIQUE INDEX payments_provider_id ON payments (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL;

-- The sandbox provider's own side (what a real provider keeps): the invoices its checkout page shows. A payment's
-- provider_payment_id is the invoice id; the invoice id is random and unguessable (the checkout page's key).
CREATE TABLE sandbox_invoices (
  id TEXT PRIMARY KEY,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  description TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled')),
  return_url TEXT NOT NULL,
  return_fail_url TEXT NOT NULL,
  created TEXT NOT NULL
) WITHOUT ROWID;

-- Every provider notification as received and what it did (applied, duplicate, unknown_payment,
-- amount_mismatch, still_pending): the audit trail of BE-13's idempotent transitions.
CREATE TABLE payment_notifications (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL,
  provider_payment_id TEXT NOT NULL,
  event TEXT NOT NULL,
  payment_uuid TEXT,
  outcome TEXT NOT NULL,
  received TEXT NOT NULL
);
CREATE INDEX payment_notifications_payment ON payment_notifications (provider, provider_payment_id, received);
