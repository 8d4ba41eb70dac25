-- The staff desk (issue 41): roles of site accounts, their second factor, staff sessions and the audit log.

-- A person may hold several roles; the desk answers 404 to anyone without the role a page or endpoint needs.
CREATE TABLE staff_roles (
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'manager', 'moderator', 'door', 'qa')),
  -- epoch milliseconds
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, role)
) WITHOUT ROWID;

-- TOTP (RFC 6238, SHA-1, 6 digits, 30 s) of a staff account: the secret as base32; enrolled_at NULL while the
-- enrolment waits for its first code. last_step: the last time step accepted, so a code is never accepted twice.
CREATE TABLE staff_totp (
  user_id INTEGER PRIMARY KEY REFERENCES client_users (id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  enrolled_at INTEGER,
  last_step INTEGER NOT NULL DEFAULT 0
);

-- Ten single-use recovery codes an account, stored only as their SHA-256.
CREATE TABLE staff_recovery_codes (
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (user_id, code_hash)
) WITHOUT ROWID;

-- A staff sign-in (cookie __Host-staff, token stored as its SHA-256): stage 'password' waits for the second factor;
-- 'signed_in' passed it at second_factor_at. Epoch milliseconds throughout.
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
  stage TEXT NOT NULL CHECK (stage IN ('password', 'signed_in')),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  second_factor_at INTEGER
);
CREATE INDEX staff_sessions_by_user ON staff_sessions (user_id);

-- Every staff action: who, what, on what, before and after (JSON), when. Append-only: the triggers refuse changes.
CREATE TABLE staff_audit (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  before TEXT,
  after TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX staff_audit_by_subject ON staff_audit (subject, id);
CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;
CREATE TRIGGER staff_audit_no_delete BEFORE DELETE ON staff_audit BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;
