-- Hand-written: live comments. Every statement that writes comments NOTIFYs channel
-- boldcall_events with `c:<predictionId>` once per call it touched; PostgreSQL delivers it at
-- commit only, to every instance (modules/events, docs/rules/live-events.md).
CREATE OR REPLACE FUNCTION "boldcall_notify_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boldcall_events', 'c:' || c.prediction_id) FROM (SELECT DISTINCT prediction_id FROM new_rows) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_insert_notify" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boldcall_notify_comments"();
--> statement-breakpoint
CREATE TRIGGER "comments_update_notify" AFTER UPDATE ON "comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boldcall_notify_comments"();
