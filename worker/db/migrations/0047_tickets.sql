-- Issue 44: the ticket of a paid event order and its confirmation mail.
-- The address of an online or mixed event's broadcast: the ticket shows it to its holder from an hour before the start.
ALTER TABLE events ADD COLUMN online_url TEXT;
-- Files a message carries (the ticket's .ics): a JSON array of {filename, content_type, content} (content as text).
ALTER TABLE outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(attachments));
