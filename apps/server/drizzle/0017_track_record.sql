CREATE TABLE "track_record_bins" (
	"user_id" text NOT NULL,
	"bin" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"confidence_sum" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "track_record_bins_user_id_bin_pk" PRIMARY KEY("user_id","bin"),
	CONSTRAINT "track_record_bins_bin_range" CHECK ("track_record_bins"."bin" between 0 and 9),
	CONSTRAINT "track_record_bins_counts_check" CHECK ("track_record_bins"."n" >= 0 and "track_record_bins"."confidence_sum" >= 0 and "track_record_bins"."hits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "track_record_positions" (
	"prediction_id" text NOT NULL,
	"user_id" text NOT NULL,
	"side" text NOT NULL,
	"wager" integer NOT NULL,
	"confidence" integer,
	"hit" boolean NOT NULL,
	"boldness" integer NOT NULL,
	"resolved_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "track_record_positions_prediction_id_user_id_pk" PRIMARY KEY("prediction_id","user_id"),
	CONSTRAINT "track_record_positions_side_check" CHECK ("track_record_positions"."side" in ('for', 'against')),
	CONSTRAINT "track_record_positions_boldness_range" CHECK ("track_record_positions"."boldness" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "track_record_stats" (
	"user_id" text NOT NULL,
	"period_kind" text NOT NULL,
	"period_start" date NOT NULL,
	"positions" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"boldness" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"brier_sum" bigint DEFAULT 0 NOT NULL,
	"rank_brier" double precision GENERATED ALWAYS AS (case when scored >= 10 then brier_sum::double precision / (scored * 10000) end) STORED,
	CONSTRAINT "track_record_stats_user_id_period_kind_period_start_pk" PRIMARY KEY("user_id","period_kind","period_start"),
	CONSTRAINT "track_record_stats_kind_check" CHECK ("track_record_stats"."period_kind" in ('all', 'month', 'week')),
	CONSTRAINT "track_record_stats_counts_check" CHECK ("track_record_stats"."positions" >= 0 and "track_record_stats"."wins" >= 0 and "track_record_stats"."boldness" >= 0 and "track_record_stats"."scored" >= 0 and "track_record_stats"."hits" >= 0 and "track_record_stats"."brier_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "prediction_bets_against" ADD COLUMN "confidence" integer;--> statement-breakpoint
ALTER TABLE "prediction_joins" ADD COLUMN "confidence" integer;--> statement-breakpoint
ALTER TABLE "prediction_jumps" ADD COLUMN "confidence" integer;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "confidence" integer;--> statement-breakpoint
ALTER TABLE "track_record_bins" ADD CONSTRAINT "track_record_bins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_positions" ADD CONSTRAINT "track_record_positions_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_positions" ADD CONSTRAINT "track_record_positions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_stats" ADD CONSTRAINT "track_record_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_record_positions_user_idx" ON "track_record_positions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "track_record_stats_calibration_idx" ON "track_record_stats" USING btree ("period_kind","period_start","rank_brier","user_id") WHERE "track_record_stats"."rank_brier" is not null;--> statement-breakpoint
CREATE INDEX "track_record_stats_boldest_idx" ON "track_record_stats" USING btree ("period_kind","period_start","boldness","user_id");--> statement-breakpoint
ALTER TABLE "prediction_bets_against" ADD CONSTRAINT "prediction_bets_against_confidence_range" CHECK ("prediction_bets_against"."confidence" is null or "prediction_bets_against"."confidence" between 1 and 99);--> statement-breakpoint
ALTER TABLE "prediction_joins" ADD CONSTRAINT "prediction_joins_confidence_range" CHECK ("prediction_joins"."confidence" is null or "prediction_joins"."confidence" between 1 and 99);--> statement-breakpoint
ALTER TABLE "prediction_jumps" ADD CONSTRAINT "prediction_jumps_confidence_range" CHECK ("prediction_jumps"."confidence" is null or "prediction_jumps"."confidence" between 1 and 99);--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_confidence_range" CHECK ("predictions"."confidence" is null or "predictions"."confidence" between 1 and 99);