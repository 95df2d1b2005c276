ALTER TABLE "points_ledger" ADD COLUMN "held_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "held_bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "held_bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_held_bonus_non_negative" CHECK ("predictions"."held_bonus" >= 0);--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_held_bonus_non_negative" CHECK ("players"."held_bonus" >= 0);