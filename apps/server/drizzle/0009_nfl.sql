CREATE TABLE "nfl_games" (
	"id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"game_type" text DEFAULT 'REG' NOT NULL,
	"week" integer NOT NULL,
	"kickoff_at" timestamp (3) with time zone NOT NULL,
	"home_code" text NOT NULL,
	"away_code" text NOT NULL,
	"home_record" text,
	"away_record" text,
	"venue" text,
	"venue_city" text,
	"neutral_site" boolean DEFAULT false NOT NULL,
	"spread" real,
	"spread_details" text,
	"over_under" real,
	"home_score" integer,
	"away_score" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"status_detail" text,
	"source" text NOT NULL,
	"settled_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfl_games_status_check" CHECK ("nfl_games"."status" in ('scheduled', 'in_progress', 'final', 'postponed', 'canceled')),
	CONSTRAINT "nfl_games_source_check" CHECK ("nfl_games"."source" in ('espn', 'import', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "nfl_picks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game_id" text NOT NULL,
	"team_code" text NOT NULL,
	"wager" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" integer,
	"placed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "nfl_picks_wager_positive" CHECK ("nfl_picks"."wager" >= 1),
	CONSTRAINT "nfl_picks_status_check" CHECK ("nfl_picks"."status" in ('open', 'won', 'lost', 'push'))
);
--> statement-breakpoint
CREATE TABLE "nfl_season_picks" (
	"prediction_id" text NOT NULL,
	"game_id" text NOT NULL,
	"team_code" text NOT NULL,
	CONSTRAINT "nfl_season_picks_prediction_id_game_id_pk" PRIMARY KEY("prediction_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "nfl_season_predictions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"season" integer NOT NULL,
	"total_wager" integer NOT NULL,
	"submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"correct" integer,
	"decided" integer,
	"payout" integer,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "nfl_season_predictions_wager_positive" CHECK ("nfl_season_predictions"."total_wager" >= 1)
);
--> statement-breakpoint
CREATE TABLE "nfl_teams" (
	"code" text PRIMARY KEY NOT NULL,
	"espn_id" text,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"location" text NOT NULL,
	"conference" text NOT NULL,
	"division" text NOT NULL,
	"color" text NOT NULL,
	"alternate_color" text NOT NULL,
	"logo" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfl_picks" ADD CONSTRAINT "nfl_picks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfl_picks" ADD CONSTRAINT "nfl_picks_game_id_nfl_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."nfl_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfl_season_picks" ADD CONSTRAINT "nfl_season_picks_prediction_id_nfl_season_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."nfl_season_predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfl_season_picks" ADD CONSTRAINT "nfl_season_picks_game_id_nfl_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."nfl_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfl_season_predictions" ADD CONSTRAINT "nfl_season_predictions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfl_games_season_week_idx" ON "nfl_games" USING btree ("season","week","kickoff_at");--> statement-breakpoint
CREATE INDEX "nfl_games_unsettled_idx" ON "nfl_games" USING btree ("status") WHERE "nfl_games"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "nfl_picks_user_game_idx" ON "nfl_picks" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE INDEX "nfl_picks_game_idx" ON "nfl_picks" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "nfl_season_picks_game_idx" ON "nfl_season_picks" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nfl_season_predictions_user_season_idx" ON "nfl_season_predictions" USING btree ("user_id","season");