CREATE TABLE "avatar_results" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"style" text NOT NULL,
	"provider" text NOT NULL,
	"original_file" text NOT NULL,
	"image_file" text NOT NULL,
	"thumb_file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "avatar_results" ADD CONSTRAINT "avatar_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_results_user_idx" ON "avatar_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "avatar_results_created_idx" ON "avatar_results" USING btree ("created_at");