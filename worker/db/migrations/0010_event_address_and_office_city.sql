-- OQ-04 (issue 4): the event page's location and manager phone come from data, not placeholders.
-- - An event's venue or street address, per language like its other texts (falls back to ru; NULL is "none").
-- - The city an office is in: the event page shows the phone of the office in the event's city, else the site's
--   main phone.
ALTER TABLE event_translations ADD COLUMN address TEXT;
ALTER TABLE offices ADD COLUMN city_id INTEGER REFERENCES cities (id);
