-- Images uploaded from the desk (issue 42, BE-05): the original and its WebP renditions live in R2 under
-- images/<uuid>/…; the row keeps their addresses (small, medium, large, original as before), what was uploaded, the
-- focal point the card crops around, the row's version (every change bumps it; a save from an older version is refused;
-- new renditions get addresses of their version, so each address can be cached for ever) and the alt text per language.
ALTER TABLE images ADD COLUMN content_type TEXT;
ALTER TABLE images ADD COLUMN bytes INTEGER;
ALTER TABLE images ADD COLUMN focal_x REAL NOT NULL DEFAULT 0.5;
ALTER TABLE images ADD COLUMN focal_y REAL NOT NULL DEFAULT 0.5;
ALTER TABLE images ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- The last change's own token: the statements of one change apply only where its version bump did.
ALTER TABLE images ADD COLUMN edit_token TEXT;
ALTER TABLE images ADD COLUMN uploaded_by INTEGER REFERENCES client_users (id);
ALTER TABLE images ADD COLUMN uploaded_at TEXT;

CREATE TABLE image_alts (
  image_uuid TEXT NOT NULL REFERENCES images (uuid) ON DELETE CASCADE,
  language TEXT NOT NULL,
  alt TEXT NOT NULL,
  PRIMARY KEY (image_uuid, language)
) WITHOUT ROWID;

-- The desk's image library, newest first.
CREATE INDEX images_uploaded ON images (uploaded_at DESC) WHERE uploaded_at IS NOT NULL;
