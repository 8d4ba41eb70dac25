-- Products and online courses on the content registry (issue 42, BE-04, BE-05): the publication state and version of
-- migration 0045 (existing rows stay published); their options and product props get a version, so that a stale save
-- of one answers 409 like an event option's (migration 0050).
ALTER TABLE products ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE products ADD COLUMN publish_at TEXT;
ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE online_courses ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE online_courses ADD COLUMN publish_at TEXT;
ALTER TABLE online_courses ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The few items not yet visible, found through these partial indexes; the counts subtract them.
CREATE INDEX products_hidden ON products (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;
CREATE INDEX online_courses_hidden ON online_courses (publish_at) WHERE status = 'draft' OR publish_at IS NOT NULL;

ALTER TABLE product_options ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE online_course_options ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE product_props ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The orders of an option, counted when staff list options and checked before one is deleted.
CREATE INDEX products_orders_by_option ON products_orders (product_option_uuid) WHERE product_option_uuid IS NOT NULL;
CREATE INDEX online_course_orders_by_option ON online_course_orders (online_course_option_uuid) WHERE online_course_option_uuid IS NOT NULL;
