-- Leads, the one outbox of every mail the site sends, and newsletter subscribers (issue 25; BE-15, BE-17, BE-20,
-- BE-28, BE-34, OQ-07, OQ-52).

-- A lead sent through a dynamic or fixed form (POST forms/{slug}/orders).
CREATE TABLE leads (
  uuid TEXT PRIMARY KEY,
  form_slug TEXT NOT NULL,
  -- JSON object of the form's field values by field slug (text trimmed, phone in E.164, BOOL as true/false)
  field_values TEXT NOT NULL,
  language TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  referer TEXT NOT NULL DEFAULT '',
  -- OQ-52: the edge's geolocation of the request; NULL when unknown
  city TEXT,
  country TEXT,
  -- BE-34: when the visitor agreed to the personal-data processing, and to which privacy policy
  consent_at TEXT NOT NULL,
  consent_document TEXT NOT NULL,
  -- BE-27: the sender's keyed hash (worker/api/sender-hash.ts)
  client_ip_hash TEXT,
  created TEXT NOT NULL
);
CREATE INDEX leads_by_form ON leads (form_slug, created DESC);

-- Every message the site sends, written in the same batch as what caused it, then delivered with retries
-- (worker/mail/deliver.ts). A message is never deleted by the sender: failures stay visible.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  -- what it tells: lead, subscription_confirmation
  kind TEXT NOT NULL,
  -- the row that caused it (a lead's uuid, a subscriber's id)
  cause TEXT NOT NULL,
  -- managers: the configured managers' address (Cloudflare send_email); visitors: `recipient` (HTTP provider)
  channel TEXT NOT NULL CHECK (channel IN ('managers', 'visitors')),
  recipient TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- 1: the bodies hold a secret link; erased once a real transport delivered them
  holds_secret INTEGER NOT NULL DEFAULT 0 CHECK (holds_secret IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- epoch milliseconds of the next attempt
  next_attempt_at INTEGER NOT NULL,
  -- a sender run's claim on the row and when it lapses (epoch milliseconds)
  claim TEXT,
  claimed_until INTEGER,
  -- which transport delivered it: cloudflare-email, resend, local
  transport TEXT,
  created TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_by_cause ON outbox (cause);

-- Newsletter subscribers with double opt-in (BE-28, OQ-07): an address subscribes only when its confirmation link
-- is opened; tokens are stored as SHA-256 (≥ 128 random bits each), the confirmation one single use and expiring.
CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  language TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash TEXT UNIQUE,
  confirm_expires_at INTEGER,
  unsubscribe_token_hash TEXT NOT NULL UNIQUE,
  consent_document TEXT NOT NULL,
  created TEXT NOT NULL,
  confirmed_at TEXT,
  unsubscribed_at TEXT
);
