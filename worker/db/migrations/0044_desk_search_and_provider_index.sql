-- The desk's orders by payment provider (issue 41 "Orders"): a provider's orders are read from its payments.
CREATE INDEX payments_by_provider ON payments (provider, order_kind, order_uuid);
