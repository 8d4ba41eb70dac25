-- Per-sender limits (BE-27, issue 23): one counter a limit and sender, counted by one atomic upsert
-- (worker/db/sender-limits.ts) instead of counting stored rows before inserting, which concurrent requests beat.
-- A counter's window starts with its first request; counters whose window ended are deleted by later requests.
CREATE TABLE sender_limit_counters (
  -- the limit's name and the sender's keyed hash (worker/api/sender-hash.ts)
  bucket TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  -- epoch milliseconds at which the window ends
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX sender_limit_counters_by_expiry ON sender_limit_counters (expires_at);

-- The sender hashes stored so far were unkeyed SHA-256 of the address, which anyone can reverse: erased. The
-- indexes served only the old counting.
DROP INDEX reviews_by_sender;
DROP INDEX event_orders_by_sender;
UPDATE reviews SET client_ip_hash = NULL WHERE client_ip_hash IS NOT NULL;
UPDATE event_orders SET client_ip_hash = NULL WHERE client_ip_hash IS NOT NULL;
