-- Receipts sealed at COMMIT (decision 042): a write inserts its receipt here; this deferred
-- trigger runs when the transaction commits, advances the chain head, inserts the receipt and
-- deletes the queued row. The head's row lock is then held only by the commit, not across the
-- write's remaining round trips, and seals still chain in commit order (a waiting seal re-reads
-- the head its predecessor committed, as under READ COMMITTED any UPDATE does).
CREATE TABLE "receipt_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"prediction_id" text NOT NULL,
	"head" text NOT NULL,
	"tail" text NOT NULL,
	"sealed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "boldcall_seal_queued_receipt"() RETURNS trigger AS $$
DECLARE
  sealed record;
BEGIN
  -- The same hash as an immediate seal: SHA-256 of head || previous hash || tail.
  UPDATE "receipt_chain"
     SET "seq" = "seq" + 1,
         "prev_hash" = "hash",
         "hash" = encode(sha256(convert_to(NEW."head" || "hash" || NEW."tail", 'UTF8')), 'hex')
   WHERE "id" = 1
  RETURNING "seq", "hash", "prev_hash" INTO sealed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the receipt chain has no head row (migration 0019)';
  END IF;
  INSERT INTO "receipts" ("seq", "hash", "prev_hash", "kind", "prediction_id", "canonical", "sealed_at")
  VALUES (sealed."seq", sealed."hash", sealed."prev_hash", NEW."kind", NEW."prediction_id",
          NEW."head" || sealed."prev_hash" || NEW."tail", NEW."sealed_at");
  DELETE FROM "receipt_queue" WHERE "id" = NEW."id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "receipt_queue_seal" AFTER INSERT ON "receipt_queue"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "boldcall_seal_queued_receipt"();
