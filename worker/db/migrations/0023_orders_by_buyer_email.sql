-- The signed-in user's orders (issue 28 §4, GET client_users/me/orders) are found by the buyer's address as typed,
-- compared lower-cased: one index per order family, newest first.
CREATE INDEX event_orders_by_email ON event_orders (lower(client_email), created);
CREATE INDEX products_orders_by_email ON products_orders (lower(client_email), created);
CREATE INDEX online_course_orders_by_email ON online_course_orders (lower(client_email), created);
