-- The receipt chain's head starts at the genesis hash (64 zeros); sealing updates this one row
-- (docs/rules/receipts.md).
INSERT INTO "receipt_chain" ("id", "seq", "hash", "prev_hash")
VALUES (1, 0, repeat('0', 64), repeat('0', 64))
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Receipts are append-only: an UPDATE is refused (a receipt is sealed once and never changed).
CREATE OR REPLACE FUNCTION receipts_refuse_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'receipts are append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER receipts_append_only BEFORE UPDATE ON "receipts"
FOR EACH ROW EXECUTE FUNCTION receipts_refuse_update();
