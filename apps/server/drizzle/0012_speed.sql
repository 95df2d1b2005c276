CREATE TABLE "home_stats_counters" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"predictions" integer DEFAULT 0 NOT NULL,
	"correct_predictions" integer DEFAULT 0 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"rated_players" integer DEFAULT 0 NOT NULL,
	"accuracy_sum" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
-- Home statistics kept by triggers in the writing transaction (modules/stats/stats.table.ts).
-- Shard rows appear with the first change (the triggers upsert); existing data is counted into
-- shard 0 here. An empty database gets no row, so a restore can load the backup's own rows.
INSERT INTO "home_stats_counters" ("shard", "predictions", "correct_predictions", "players", "rated_players", "accuracy_sum")
SELECT 0,
  (SELECT count(*) FROM "predictions" WHERE "deleted_at" IS NULL AND "status" <> 'MERGED'),
  (SELECT count(*) FROM "predictions" WHERE "deleted_at" IS NULL AND "status" = 'CORRECT'),
  (SELECT count(*) FROM "players"),
  (SELECT count(*) FROM "players" WHERE "correct_count" + "incorrect_count" > 0),
  (SELECT coalesce(sum("correct_count"::numeric / ("correct_count" + "incorrect_count")), 0)
     FROM "players" WHERE "correct_count" + "incorrect_count" > 0)
WHERE EXISTS (SELECT 1 FROM "predictions") OR EXISTS (SELECT 1 FROM "players");
--> statement-breakpoint
CREATE FUNCTION "home_stats_on_prediction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_total integer := 0;
  d_correct integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    IF OLD.deleted_at IS NULL AND OLD.status <> 'MERGED' THEN d_total := d_total - 1; END IF;
    IF OLD.deleted_at IS NULL AND OLD.status = 'CORRECT' THEN d_correct := d_correct - 1; END IF;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF NEW.deleted_at IS NULL AND NEW.status <> 'MERGED' THEN d_total := d_total + 1; END IF;
    IF NEW.deleted_at IS NULL AND NEW.status = 'CORRECT' THEN d_correct := d_correct + 1; END IF;
  END IF;
  IF d_total <> 0 OR d_correct <> 0 THEN
    INSERT INTO "home_stats_counters" AS c ("shard", "predictions", "correct_predictions")
    VALUES (pg_backend_pid() % 8, d_total, d_correct)
    ON CONFLICT ("shard") DO UPDATE
      SET "predictions" = c."predictions" + d_total,
          "correct_predictions" = c."correct_predictions" + d_correct;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "home_stats_on_prediction" AFTER INSERT OR DELETE OR UPDATE OF "status", "deleted_at"
  ON "predictions" FOR EACH ROW EXECUTE FUNCTION "home_stats_on_prediction"();
--> statement-breakpoint
CREATE FUNCTION "home_stats_on_player"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_players integer := 0;
  d_rated integer := 0;
  d_sum numeric := 0;
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    IF TG_OP = 'DELETE' THEN d_players := -1; END IF;
    IF OLD.correct_count + OLD.incorrect_count > 0 THEN
      d_rated := d_rated - 1;
      d_sum := d_sum - OLD.correct_count::numeric / (OLD.correct_count + OLD.incorrect_count);
    END IF;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF TG_OP = 'INSERT' THEN d_players := 1; END IF;
    IF NEW.correct_count + NEW.incorrect_count > 0 THEN
      d_rated := d_rated + 1;
      d_sum := d_sum + NEW.correct_count::numeric / (NEW.correct_count + NEW.incorrect_count);
    END IF;
  END IF;
  IF d_players <> 0 OR d_rated <> 0 OR d_sum <> 0 THEN
    INSERT INTO "home_stats_counters" AS c ("shard", "players", "rated_players", "accuracy_sum")
    VALUES (pg_backend_pid() % 8, d_players, d_rated, d_sum)
    ON CONFLICT ("shard") DO UPDATE
      SET "players" = c."players" + d_players,
          "rated_players" = c."rated_players" + d_rated,
          "accuracy_sum" = c."accuracy_sum" + d_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "home_stats_on_player" AFTER INSERT OR DELETE OR UPDATE OF "correct_count", "incorrect_count"
  ON "players" FOR EACH ROW EXECUTE FUNCTION "home_stats_on_player"();
--> statement-breakpoint
-- Sessions ended or changed, and accounts changed (role, ban, forced password change): every
-- instance forgets the sessions it resolved (plugins/auth-session.ts).
CREATE FUNCTION "boldcall_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boldcall_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "boldcall_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "boldcall_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "boldcall_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "boldcall_sessions_changed"();
