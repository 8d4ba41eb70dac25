-- Seats of event options and their holds (issue 44 "Seats", BE-15), and options edited by staff with a version
-- (issue 42, BE-04).

-- NULL: unlimited. A seat is taken by a paid or a free order, or held by an unpaid one until its seat_held_until.
ALTER TABLE event_options ADD COLUMN seats INTEGER CHECK (seats IS NULL OR seats >= 0);
-- A stale save of an option answers 409 (content_version_guard, migration 0045).
ALTER TABLE event_options ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- UTC ISO instant until which an unpaid order holds its seat; a paid order keeps it whatever this says.
ALTER TABLE event_orders ADD COLUMN seat_held_until TEXT;
-- The seats an option's orders take: counted on this index in the statement that inserts an order.
CREATE INDEX event_orders_option_seats ON event_orders (event_option_uuid, is_paid, seat_held_until);
