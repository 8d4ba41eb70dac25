-- Issue 39.5 (OWASP "device cookies"): browsers that signed in to an account. A known browser guesses that account's
-- password on a budget of its own, so that a lockout by strangers leaves the owner a way in. The cookie's token
-- (256 random bits, one a browser) is stored only as its SHA-256, once for each account it signed in to.
CREATE TABLE client_devices (
  token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  -- epoch milliseconds: first sign-in, end of the trust (renewed at every sign-in)
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash, user_id)
) WITHOUT ROWID;
CREATE INDEX client_devices_by_user ON client_devices (user_id, expires_at);

-- Mailed single-use sign-in links (purpose 'sign_in') join the other tokens: SQLite changes a CHECK only by rebuilding.
CREATE TABLE client_user_tokens_new (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email', 'sign_in')),
  new_email TEXT,
  -- epoch milliseconds
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
INSERT INTO client_user_tokens_new (token_hash, user_id, purpose, new_email, created_at, expires_at, used_at)
  SELECT token_hash, user_id, purpose, new_email, created_at, expires_at, used_at FROM client_user_tokens;
DROP TABLE client_user_tokens;
ALTER TABLE client_user_tokens_new RENAME TO client_user_tokens;
CREATE INDEX client_user_tokens_by_user ON client_user_tokens (user_id, purpose);
