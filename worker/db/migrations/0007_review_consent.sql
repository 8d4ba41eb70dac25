-- Reviews written by visitors (API-15, BE-09, BE-34, BE-27, OQ-34).
-- consent_at / consent_document: when the visitor agreed to the personal-data processing and to which version of
-- the privacy policy (the privacy page's slug and publication date). language: the site language it was written
-- in, for the moderators. client_ip_hash: SHA-256 of the sender's address, only to limit how many reviews one
-- address sends (BE-27); reviews_by_sender serves that count.
ALTER TABLE reviews ADD COLUMN consent_at TEXT;
ALTER TABLE reviews ADD COLUMN consent_document TEXT;
ALTER TABLE reviews ADD COLUMN language TEXT;
ALTER TABLE reviews ADD COLUMN client_ip_hash TEXT;
CREATE INDEX reviews_by_sender ON reviews (client_ip_hash, created) WHERE client_ip_hash IS NOT NULL;
