DROP INDEX "player_period_stats_rank_idx";--> statement-breakpoint
DROP INDEX "players_points_idx";--> statement-breakpoint
ALTER TABLE "player_period_stats" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "player_period_stats_board_idx" ON "player_period_stats" USING btree ("period_kind","period_start","category","ranked","rank_accuracy","rank_correct","points","user_id");