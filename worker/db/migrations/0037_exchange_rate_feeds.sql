-- BE-03 (issue 42): exchange rates kept current by a daily Cron Trigger from the central banks' published rates
-- (worker/rates/). Each currency's rate against the US dollar comes from its own central bank; exchange_rates (0002)
-- holds every pair derived from them with the centre's margin and rounding, and stays what the public API reads.

-- One row a fetched currency: the bank's last good rate, the last attempt's failure (shown on /admin/rates), and the
-- staff override that wins until cleared. Amounts are units of `currency` per 1 USD, times 1e6.
CREATE TABLE exchange_rate_feeds (
  currency TEXT PRIMARY KEY CHECK (currency IN ('RUB', 'KGS', 'UZS', 'KZT')),
  -- cbr (Bank of Russia), nbkr (National Bank of the Kyrgyz Republic), cbu (Central Bank of Uzbekistan),
  -- nbk (National Bank of Kazakhstan)
  source TEXT NOT NULL,
  fetched_micros INTEGER CHECK (fetched_micros > 0),
  -- the bank's date of that rate (YYYY-MM-DD) and when it was fetched (epoch milliseconds)
  rate_date TEXT,
  fetched_at INTEGER,
  -- the last attempt (epoch milliseconds) and its failure; NULL error: it succeeded
  attempted_at INTEGER,
  error TEXT,
  override_micros INTEGER CHECK (override_micros > 0),
  override_by INTEGER,
  override_at INTEGER
) WITHOUT ROWID;
INSERT INTO exchange_rate_feeds (currency, source) VALUES ('RUB', 'cbr'), ('KGS', 'nbkr'), ('UZS', 'cbu'), ('KZT', 'nbk');

-- Bumped by every change of the feeds: each change writes the feeds and the pairs derived from them in one batch
-- under the version it read, so a cron run and a staff override in flight together never leave stale pairs.
CREATE TABLE exchange_rate_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO exchange_rate_state (id, version) VALUES (1, 0);

-- The history, a row a UTC day and currency: what the bank published that day (NULL with the error when the fetch
-- failed), the per-USD value used (the override, else the last good rate) and the USD→currency rate applied.
CREATE TABLE exchange_rate_history (
  day TEXT NOT NULL,
  currency TEXT NOT NULL,
  source TEXT NOT NULL,
  fetched_micros INTEGER,
  rate_date TEXT,
  error TEXT,
  override_micros INTEGER,
  used_micros INTEGER,
  applied_micros INTEGER,
  at INTEGER NOT NULL,
  PRIMARY KEY (day, currency)
) WITHOUT ROWID;

-- Every pair as applied on a day (the day's last change), as exchange_rates held it.
CREATE TABLE exchange_rate_applied (
  day TEXT NOT NULL,
  base TEXT NOT NULL,
  quote TEXT NOT NULL,
  rate_micros INTEGER NOT NULL,
  PRIMARY KEY (day, base, quote)
) WITHOUT ROWID;
