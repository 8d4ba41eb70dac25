-- Payments that need a person (issue 41): a charge a provider reports refunded or revoked after it paid its order
-- (Payme's CancelTransaction of a performed transaction, PayBox's refund or revocation) is recorded here when it is
-- reported; staff mark each of these, and each REFUND_PENDING or NEEDS_STAFF attempt, done with a comment.
CREATE TABLE payment_followups (
  payment_uuid TEXT NOT NULL REFERENCES payments (uuid),
  reason TEXT NOT NULL CHECK (reason IN ('refund_pending', 'needs_staff', 'reversed_after_paid')),
  reported TEXT NOT NULL,
  done_at TEXT,
  -- the staff member who marked it done; NULL once their account is gone
  done_by INTEGER REFERENCES client_users (id) ON DELETE SET NULL,
  comment TEXT,
  PRIMARY KEY (payment_uuid, reason)
) WITHOUT ROWID;
CREATE INDEX payment_followups_reversals ON payment_followups (reason, reported) WHERE reason = 'reversed_after_paid';
