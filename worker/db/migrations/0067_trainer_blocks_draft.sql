-- Issue 42 "draft, published and scheduled states": a desk save of a trainer's special blocks (OQ-11) is a draft, kept
-- here whole as JSON (the TrainerBlocks shape) over the same blocks_version (0063); visitors keep seeing the published
-- blocks in their tables until the draft is published (then copied there and cleared) or discarded. NULL: no draft.
ALTER TABLE trainers ADD COLUMN blocks_draft TEXT;
