-- The desk's order list and its filters (issue 41 "Orders"): newest first over all three kinds, by paid state, by
-- item; and the payments that need a person (issue 41 "Payments needing a person").
CREATE INDEX event_orders_by_created ON event_orders (created DESC);
CREATE INDEX event_orders_by_paid ON event_orders (is_paid, created DESC);
CREATE INDEX event_orders_by_item ON event_orders (event_uuid, created DESC);
CREATE INDEX products_orders_by_created ON products_orders (created DESC);
CREATE INDEX products_orders_by_paid ON products_orders (is_paid, created DESC);
CREATE INDEX products_orders_by_item ON products_orders (product_uuid, created DESC);
CREATE INDEX online_course_orders_by_created ON online_course_orders (created DESC);
CREATE INDEX online_course_orders_by_paid ON online_course_orders (is_paid, created DESC);
CREATE INDEX online_course_orders_by_item ON online_course_orders (online_course_uuid, created DESC);
CREATE INDEX payments_needing_staff ON payments (status, updated) WHERE status IN ('REFUND_PENDING', 'NEEDS_STAFF');
CREATE INDEX payment_notifications_by_payment ON payment_notifications (payment_uuid, received);
