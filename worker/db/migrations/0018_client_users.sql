-- Accounts of the site's visitors (issue 28; AUTH-*, PROFILE-*, OAUTH-*, BE-16, BE-19, OQ-05, OQ-30, OQ-53).

-- A visitor's account. `email` is stored lower-cased and trimmed; a user without a password signs in only through
-- a connected social account.
CREATE TABLE client_users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  middle_name TEXT NOT NULL DEFAULT '',
  -- OQ-30: one phone field, E.164 or empty
  phone TEXT NOT NULL DEFAULT '',
  -- `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` (the parameters stay with the hash), NULL: no password
  password_hash TEXT,
  email_verified_at TEXT,
  google_account_id TEXT UNIQUE,
  facebook_account_id TEXT UNIQUE,
  -- the language of the site when the account was made: mails go out in it
  language TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);

-- A signed-in browser or API client (OQ-53): the token (≥ 128 random bits) is stored only as its SHA-256.
CREATE TABLE client_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  -- epoch milliseconds: made, last used (idle timeout), absolute end
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX client_sessions_by_user ON client_sessions (user_id);

-- Single-use links mailed to a user: e-mail verification, password reset, e-mail change (the new address waits in
-- `new_email` until its link is opened). Only the SHA-256 of the token is stored.
CREATE TABLE client_user_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
  new_email TEXT,
  -- epoch milliseconds
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX client_user_tokens_by_user ON client_user_tokens (user_id, purpose);
