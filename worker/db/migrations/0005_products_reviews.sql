-- Shop products with options and props, and reviews (ENTITY-08…11, SHOP-*, PRODUCT-*, REVIEWS-*, BE-10).
-- Every list filter and sort of products and reviews is backed by an index below.

-- ENTITY-08: prices are integer minor units in the product's base `currency`; lists convert them through
-- exchange_rates (BE-03). `is_new` is the novelty sticker's explicit CMS flag (OQ-45).
CREATE TABLE products (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('BOOK', 'GAMES', 'MERCH')),
  currency TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  old_price INTEGER CHECK (old_price IS NULL OR old_price >= 0),
  is_hit INTEGER NOT NULL DEFAULT 0 CHECK (is_hit IN (0, 1)),
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  seo_noindex INTEGER NOT NULL DEFAULT 0 CHECK (seo_noindex IN (0, 1)),
  created TEXT NOT NULL
);
-- SHOP-01, CONST-09: order_by created / -created, with and without the type filter.
CREATE INDEX products_by_created ON products (created, uuid);
CREATE INDEX products_by_type_created ON products (type, created, uuid);

CREATE TABLE product_translations (
  product_uuid TEXT NOT NULL REFERENCES products (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT,
  short_description TEXT,
  description TEXT,
  description_second TEXT,
  seo_title TEXT,
  seo_description TEXT,
  seo_keywords TEXT,
  PRIMARY KEY (product_uuid, language)
) WITHOUT ROWID;

-- ENTITY-09, OQ-45: an option (a book's digital / printed / audio edition, a game's edition, a size); `key` names
-- its icon. Prices in the product's currency.
CREATE TABLE product_options (
  uuid TEXT PRIMARY KEY,
  product_uuid TEXT NOT NULL REFERENCES products (uuid) ON DELETE CASCADE,
  key TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  old_price INTEGER CHECK (old_price IS NULL OR old_price >= 0),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_options_by_product ON product_options (product_uuid, position);
CREATE TABLE product_option_translations (
  option_uuid TEXT NOT NULL REFERENCES product_options (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (option_uuid, language)
) WITHOUT ROWID;

-- ENTITY-09: a property row of the product page (PRODUCT-04).
CREATE TABLE product_props (
  uuid TEXT PRIMARY KEY,
  product_uuid TEXT NOT NULL REFERENCES products (uuid) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_props_by_product ON product_props (product_uuid, position, uuid);
CREATE TABLE product_prop_translations (
  prop_uuid TEXT NOT NULL REFERENCES product_props (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (prop_uuid, language)
) WITHOUT ROWID;

-- ENTITY-10…12: a visitor's review, in the language it was written in (visitors' text is not translated).
-- `client_phone` is private: no read query selects it. Only `moderated = 1` rows are ever public (REVIEWS-05).
-- `random_key` is a pre-shuffled position (BE-10): `order_by=random` reads a window of the index from a random
-- starting point, so a random page costs the same at 150 or 50,000 reviews and never repeats a row.
CREATE TABLE reviews (
  uuid TEXT PRIMARY KEY,
  entity_type TEXT NOT NULL CHECK (entity_type IN
    ('COMPANY', 'FRANCHISE', 'PARTNERSHIP', 'CLUB', 'MEDIA', 'CAREER', 'PRODUCT', 'EVENT', 'TRAINER')),
  entity_id TEXT,
  client_name TEXT NOT NULL,
  client_phone TEXT NOT NULL,
  media_source TEXT,
  media_photo_id TEXT REFERENCES images (uuid) ON DELETE SET NULL,
  event_title TEXT,
  body TEXT NOT NULL,
  body_video TEXT,
  moderated INTEGER NOT NULL DEFAULT 0 CHECK (moderated IN (0, 1)),
  random_key INTEGER NOT NULL DEFAULT (abs(random()) % 2147483648),
  created TEXT NOT NULL
);
-- Partial indexes: the unmoderated queue never costs the public lists anything.
CREATE INDEX reviews_public_by_created ON reviews (created, uuid) WHERE moderated = 1;
CREATE INDEX reviews_public_by_type ON reviews (entity_type, created, uuid) WHERE moderated = 1;
CREATE INDEX reviews_public_by_entity ON reviews (entity_id, entity_type, created, uuid) WHERE moderated = 1;
CREATE INDEX reviews_public_random ON reviews (random_key, uuid) WHERE moderated = 1;
CREATE INDEX reviews_public_random_by_type ON reviews (entity_type, random_key, uuid) WHERE moderated = 1;
CREATE INDEX reviews_public_random_by_entity ON reviews (entity_id, random_key, uuid) WHERE moderated = 1;

-- meta.count of the public review lists without counting rows at read time: one row per scope, kept by triggers.
-- Scopes: ('', '') all, (type, '') a type, ('', id) an entity id, (type, id) both.
CREATE TABLE review_counts (
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (entity_type, entity_id)
) WITHOUT ROWID;

CREATE TRIGGER reviews_counted AFTER INSERT ON reviews WHEN NEW.moderated = 1 BEGIN
  INSERT INTO review_counts (entity_type, entity_id, count)
    SELECT DISTINCT column1, column2, 1 FROM (VALUES ('', ''), (NEW.entity_type, ''),
      ('', COALESCE(NEW.entity_id, '')), (NEW.entity_type, COALESCE(NEW.entity_id, ''))) WHERE true
    ON CONFLICT (entity_type, entity_id) DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER reviews_uncounted AFTER DELETE ON reviews WHEN OLD.moderated = 1 BEGIN
  UPDATE review_counts SET count = count - 1 WHERE (entity_type, entity_id) IN
    (VALUES ('', ''), (OLD.entity_type, ''), ('', COALESCE(OLD.entity_id, '')),
      (OLD.entity_type, COALESCE(OLD.entity_id, '')));
END;
CREATE TRIGGER reviews_recounted AFTER UPDATE OF moderated, entity_type, entity_id ON reviews BEGIN
  UPDATE review_counts SET count = count - 1 WHERE OLD.moderated = 1 AND (entity_type, entity_id) IN
    (VALUES ('', ''), (OLD.entity_type, ''), ('', COALESCE(OLD.entity_id, '')),
      (OLD.entity_type, COALESCE(OLD.entity_id, '')));
  INSERT INTO review_counts (entity_type, entity_id, count)
    SELECT DISTINCT column1, column2, 1 FROM (VALUES ('', ''), (NEW.entity_type, ''), ('', COALESCE(NEW.entity_id, '')),
      (NEW.entity_type, COALESCE(NEW.entity_id, ''))) WHERE NEW.moderated = 1
    ON CONFLICT (entity_type, entity_id) DO UPDATE SET count = count + 1;
END;
