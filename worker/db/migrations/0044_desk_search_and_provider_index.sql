-- The desk's orders by payment provider (issue 41 "Orders"): a provider's orders are read from its payments.
CREATE INDEX payments_by_provider ON payments (provider, order_kind, order_uuid);

-- The lead inbox's search (issue 41 "Leads"): an FTS5 index of each lead's search_text (its field values, lower-cased,
-- and its phones' digits from every position: worker/db/leads.ts), kept by triggers. Secure-delete takes an erased
-- lead's words out of the index itself (BE-34), not only out of the answers. Its rowid is the lead's: should a VACUUM
-- ever renumber leads, `INSERT INTO lead_search (lead_search) VALUES ('rebuild')` rebuilds it.
CREATE VIRTUAL TABLE lead_search USING fts5 (
  search_text, content = 'leads', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);
CREATE TRIGGER leads_searchable AFTER INSERT ON leads BEGIN
  INSERT INTO lead_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
CREATE TRIGGER leads_unsearchable AFTER DELETE ON leads BEGIN
  INSERT INTO lead_search (lead_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
END;
CREATE TRIGGER leads_researchable AFTER UPDATE OF search_text ON leads BEGIN
  INSERT INTO lead_search (lead_search, rowid, search_text) VALUES ('delete', OLD.rowid, OLD.search_text);
  INSERT INTO lead_search (rowid, search_text) VALUES (NEW.rowid, NEW.search_text);
END;
INSERT INTO lead_search (lead_search) VALUES ('rebuild');
