-- Product and online-course orders (issue 27; ORDER-06, ORDER-10, BE-11, BE-12, BE-15, BE-32, OQ-44): the shape of
-- event_orders (0008), one table a kind, paid through the same payments table (payments.order_kind 'products',
-- 'online_courses'). price_* is the unit price the server computed, in the item's base currency.

CREATE TABLE products_orders (
  uuid TEXT PRIMARY KEY,
  number INTEGER NOT NULL,
  access_code TEXT NOT NULL,
  product_uuid TEXT NOT NULL REFERENCES products (uuid),
  product_option_uuid TEXT REFERENCES product_options (uuid),
  -- OQ-44: one product an order; a manager arranges the delivery.
  quantity INTEGER NOT NULL CHECK (quantity = 1),
  price_amount INTEGER NOT NULL CHECK (price_amount >= 0),
  price_currency TEXT NOT NULL CHECK (price_currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  client_name TEXT NOT NULL,
  client_phone TEXT NOT NULL,
  client_email TEXT NOT NULL,
  city TEXT,
  country TEXT,
  language TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  consent_at TEXT NOT NULL,
  consent_document TEXT NOT NULL,
  client_ip_hash TEXT,
  is_paid INTEGER NOT NULL DEFAULT 0 CHECK (is_paid IN (0, 1)),
  paid_at TEXT,
  paid_payment_uuid TEXT,
  created TEXT NOT NULL,
  CHECK ((is_paid = 0 AND paid_at IS NULL AND paid_payment_uuid IS NULL)
    OR (is_paid = 1 AND paid_at IS NOT NULL AND paid_payment_uuid IS NOT NULL))
);
CREATE UNIQUE INDEX products_orders_number ON products_orders (number);
CREATE UNIQUE INDEX products_orders_access_code ON products_orders (access_code);
CREATE INDEX products_orders_product ON products_orders (product_uuid);

CREATE TABLE online_course_orders (
  uuid TEXT PRIMARY KEY,
  number INTEGER NOT NULL,
  access_code TEXT NOT NULL,
  online_course_uuid TEXT NOT NULL REFERENCES online_courses (uuid),
  online_course_option_uuid TEXT REFERENCES online_course_options (uuid),
  quantity INTEGER NOT NULL CHECK (quantity = 1),
  price_amount INTEGER NOT NULL CHECK (price_amount >= 0),
  price_currency TEXT NOT NULL CHECK (price_currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  client_name TEXT NOT NULL,
  client_phone TEXT NOT NULL,
  client_email TEXT NOT NULL,
  city TEXT,
  country TEXT,
  language TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('RUB', 'USD', 'KGS', 'UZS', 'KZT')),
  consent_at TEXT NOT NULL,
  consent_document TEXT NOT NULL,
  client_ip_hash TEXT,
  is_paid INTEGER NOT NULL DEFAULT 0 CHECK (is_paid IN (0, 1)),
  paid_at TEXT,
  paid_payment_uuid TEXT,
  -- COURSES-11, BE-15: the end of the 12-month access, set in the same statement that marks the order paid.
  access_until TEXT,
  created TEXT NOT NULL,
  CHECK ((is_paid = 0 AND paid_at IS NULL AND paid_payment_uuid IS NULL AND access_until IS NULL)
    OR (is_paid = 1 AND paid_at IS NOT NULL AND paid_payment_uuid IS NOT NULL AND access_until IS NOT NULL))
);
CREATE UNIQUE INDEX online_course_orders_number ON online_course_orders (number);
CREATE UNIQUE INDEX online_course_orders_access_code ON online_course_orders (access_code);
CREATE INDEX online_course_orders_course ON online_course_orders (online_course_uuid);
