CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_period_stats" (
	"user_id" text NOT NULL,
	"period_kind" text NOT NULL,
	"period_start" date NOT NULL,
	"category" text NOT NULL,
	"total_predictions" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"incorrect_count" integer DEFAULT 0 NOT NULL,
	"ranked" boolean GENERATED ALWAYS AS ((correct_count + incorrect_count) >= 5) STORED NOT NULL,
	"rank_accuracy" double precision GENERATED ALWAYS AS (case when (correct_count + incorrect_count) >= 5 then correct_count::double precision / (correct_count + incorrect_count) else 0 end) STORED NOT NULL,
	"rank_correct" integer GENERATED ALWAYS AS (case when (correct_count + incorrect_count) >= 5 then correct_count else 0 end) STORED NOT NULL,
	CONSTRAINT "player_period_stats_user_id_period_kind_period_start_category_pk" PRIMARY KEY("user_id","period_kind","period_start","category"),
	CONSTRAINT "player_period_stats_kind_check" CHECK ("player_period_stats"."period_kind" in ('all', 'month', 'week')),
	CONSTRAINT "player_period_stats_counts_check" CHECK ("player_period_stats"."total_predictions" >= 0 and "player_period_stats"."correct_count" >= 0 and "player_period_stats"."incorrect_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"prediction_id" text,
	"message" text NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_promotions_used_non_negative" CHECK ("pro_promotions"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pro_refreshes" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_refreshes_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"email" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "total_predictions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "correct_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "incorrect_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ranked" boolean GENERATED ALWAYS AS ((correct_count + incorrect_count) >= 5) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "rank_accuracy" double precision GENERATED ALWAYS AS (case when (correct_count + incorrect_count) >= 5 then correct_count::double precision / (correct_count + incorrect_count) else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "rank_correct" integer GENERATED ALWAYS AS (case when (correct_count + incorrect_count) >= 5 then correct_count else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "current_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_period_stats" ADD CONSTRAINT "player_period_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_refreshes" ADD CONSTRAINT "pro_refreshes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "player_period_stats_rank_idx" ON "player_period_stats" USING btree ("period_kind","period_start","category","ranked","rank_accuracy","rank_correct","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "players_leaderboard_idx" ON "players" USING btree ("ranked","rank_accuracy","rank_correct","points","user_id");--> statement-breakpoint
CREATE INDEX "players_points_idx" ON "players" USING btree ("points","user_id");--> statement-breakpoint
CREATE INDEX "players_pro_idx" ON "players" USING btree ("pro_upgraded_at") WHERE "players"."is_pro";