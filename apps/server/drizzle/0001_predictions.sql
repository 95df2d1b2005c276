CREATE TABLE "prediction_bets_against" (
	"prediction_id" text NOT NULL,
	"user_id" text NOT NULL,
	"wager" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_bets_against_prediction_id_user_id_pk" PRIMARY KEY("prediction_id","user_id"),
	CONSTRAINT "prediction_bets_against_wager_positive" CHECK ("prediction_bets_against"."wager" >= 1)
);
--> statement-breakpoint
CREATE TABLE "prediction_joins" (
	"prediction_id" text NOT NULL,
	"user_id" text NOT NULL,
	"points_wagered" integer NOT NULL,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_joins_prediction_id_user_id_pk" PRIMARY KEY("prediction_id","user_id"),
	CONSTRAINT "prediction_joins_wager_positive" CHECK ("prediction_joins"."points_wagered" >= 1)
);
--> statement-breakpoint
CREATE TABLE "prediction_jumps" (
	"prediction_id" text NOT NULL,
	"user_id" text NOT NULL,
	"wager" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_jumps_prediction_id_user_id_pk" PRIMARY KEY("prediction_id","user_id"),
	CONSTRAINT "prediction_jumps_wager_positive" CHECK ("prediction_jumps"."wager" >= 1)
);
--> statement-breakpoint
CREATE TABLE "prediction_votes" (
	"prediction_id" text NOT NULL,
	"user_id" text NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_votes_prediction_id_user_id_pk" PRIMARY KEY("prediction_id","user_id"),
	CONSTRAINT "prediction_votes_type_check" CHECK ("prediction_votes"."vote_type" in ('up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"points_wagered" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_custom" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" text,
	"admin_note" text,
	"moderation_status" text,
	"admin_comment" text,
	"user_response" text,
	"user_response_at" timestamp (3) with time zone,
	"flagged_at" timestamp (3) with time zone,
	"merged_into_id" text,
	"settled_at" timestamp (3) with time zone,
	"joined_count" integer DEFAULT 0 NOT NULL,
	"total_joined_points" integer DEFAULT 0 NOT NULL,
	"votes_up" integer DEFAULT 0 NOT NULL,
	"votes_down" integer DEFAULT 0 NOT NULL,
	"jumped_on_count" integer DEFAULT 0 NOT NULL,
	"bet_against_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"sports" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "predictions_status_check" CHECK ("predictions"."status" in ('PENDING', 'CORRECT', 'INCORRECT', 'UNMEASURABLE', 'MERGED')),
	CONSTRAINT "predictions_moderation_check" CHECK ("predictions"."moderation_status" is null or "predictions"."moderation_status" in ('flagged', 'denied', 'approved')),
	CONSTRAINT "predictions_wager_positive" CHECK ("predictions"."points_wagered" >= 1),
	CONSTRAINT "predictions_counters_non_negative" CHECK ("predictions"."joined_count" >= 0 and "predictions"."total_joined_points" >= 0 and "predictions"."votes_up" >= 0 and "predictions"."votes_down" >= 0 and "predictions"."jumped_on_count" >= 0 and "predictions"."bet_against_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "prediction_bets_against" ADD CONSTRAINT "prediction_bets_against_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_bets_against" ADD CONSTRAINT "prediction_bets_against_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_joins" ADD CONSTRAINT "prediction_joins_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_joins" ADD CONSTRAINT "prediction_joins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_jumps" ADD CONSTRAINT "prediction_jumps_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_jumps" ADD CONSTRAINT "prediction_jumps_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_merged_into_id_predictions_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."predictions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_bets_against_user_idx" ON "prediction_bets_against" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prediction_joins_user_idx" ON "prediction_joins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prediction_jumps_user_idx" ON "prediction_jumps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prediction_votes_user_idx" ON "prediction_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "predictions_created_idx" ON "predictions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "predictions_status_created_idx" ON "predictions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "predictions_category_created_idx" ON "predictions" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "predictions_user_created_idx" ON "predictions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "predictions_sports_idx" ON "predictions" USING gin ("sports");