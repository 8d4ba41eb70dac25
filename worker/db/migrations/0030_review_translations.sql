-- Issue 40.15: a review shown in another site language than the one it was written in. Staff (and the demo seed) may
-- add its text and the author's name as read in that language; without a row the review shows as written.
CREATE TABLE review_translations (
  review_uuid TEXT NOT NULL REFERENCES reviews (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  client_name TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (review_uuid, language)
);
