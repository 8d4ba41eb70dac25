-- Passkeys (WebAuthn) of staff accounts, a second factor beside TOTP (issue 41): the credential's id and COSE public
-- key as base64url, its signature counter, the transports the browser reported (JSON), epoch milliseconds.
CREATE TABLE staff_passkeys (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX staff_passkeys_by_user ON staff_passkeys (user_id, created_at);

-- The WebAuthn challenge a staff session waits with, one per purpose ('register' a passkey, 'verify' one): a new one
-- replaces the last; taken (deleted) once by the answer that uses it, before its check; 5 minutes to live.
CREATE TABLE staff_webauthn_challenges (
  token_hash TEXT NOT NULL REFERENCES staff_sessions (token_hash) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'verify')),
  challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash, purpose)
) WITHOUT ROWID;
