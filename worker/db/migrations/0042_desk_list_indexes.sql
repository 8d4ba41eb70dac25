-- Two desk lists that tests/worker/desk-query-plans.test.ts found off their indexes (issue 41 "How it is built"):
-- the count of the leads assigned to nobody read every lead (leads_by_assignee leaves NULL out), and the payments that
-- need a person were sorted in a temporary B-tree (the two statuses of payments_needing_staff merged by `updated`):
-- their partial index now holds them in `updated` order alone.
CREATE INDEX leads_unassigned ON leads (created DESC) WHERE assignee_id IS NULL;
DROP INDEX payments_needing_staff;
CREATE INDEX payments_needing_staff_by_updated ON payments (updated DESC) WHERE status IN ('REFUND_PENDING', 'NEEDS_STAFF');
