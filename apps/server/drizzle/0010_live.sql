CREATE TABLE "invitations" (
	"code" text PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_by" text,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "invitations_used_by_unique" UNIQUE("used_by")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_id","created_at");--> statement-breakpoint
-- Hand-written (keep when regenerating): live updates. Every statement that inserts
-- notifications or ledger rows, or marks notifications read, NOTIFYs the players concerned on
-- channel boldcall_events; PostgreSQL delivers it at commit only (modules/events).
CREATE OR REPLACE FUNCTION "boldcall_notify_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boldcall_events', 'n:' || u.user_id) FROM (SELECT DISTINCT user_id FROM new_rows) u;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "boldcall_notify_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boldcall_events', 'b:' || u.user_id) FROM (SELECT DISTINCT user_id FROM new_rows) u;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_insert_notify" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boldcall_notify_notifications"();
--> statement-breakpoint
CREATE TRIGGER "notifications_update_notify" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boldcall_notify_notifications"();
--> statement-breakpoint
CREATE TRIGGER "points_ledger_insert_notify" AFTER INSERT ON "points_ledger" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boldcall_notify_balances"();
