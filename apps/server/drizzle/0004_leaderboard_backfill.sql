-- Custom SQL migration file, put your code below! --
-- Leaderboard aggregates for predictions made before they were kept (issue 6): the same
-- derivation as src/modules/leaderboard/leaderboard.rebuild.ts. A no-op on an empty database.
WITH stakes AS (
  SELECT p.user_id, p.category, p.created_at AS at FROM predictions p
   WHERE p.status <> 'MERGED' AND p.deleted_at IS NULL
  UNION ALL
  SELECT j.user_id, p.category, j.joined_at FROM prediction_joins j JOIN predictions p ON p.id = j.prediction_id
   WHERE p.status <> 'MERGED' AND p.deleted_at IS NULL
), decided AS (
  SELECT p.user_id, p.category, p.resolved_at AS at, p.status = 'CORRECT' AS correct FROM predictions p
   WHERE p.status IN ('CORRECT', 'INCORRECT')
  UNION ALL
  SELECT j.user_id, p.category, p.resolved_at, p.status = 'CORRECT' FROM prediction_joins j JOIN predictions p ON p.id = j.prediction_id
   WHERE p.status IN ('CORRECT', 'INCORRECT')
), events AS (
  SELECT user_id, category, at, 1 AS total, 0 AS correct, 0 AS incorrect FROM stakes
  UNION ALL
  SELECT user_id, category, at, 0, CASE WHEN correct THEN 1 ELSE 0 END, CASE WHEN correct THEN 0 ELSE 1 END FROM decided
), totals AS (
  SELECT user_id, sum(total)::int AS total, sum(correct)::int AS correct, sum(incorrect)::int AS incorrect
    FROM events GROUP BY user_id
), last_bad AS (
  SELECT user_id, max(at) AS at FROM decided WHERE NOT correct GROUP BY user_id
), streaks AS (
  SELECT d.user_id, count(*)::int AS streak FROM decided d LEFT JOIN last_bad b ON b.user_id = d.user_id
   WHERE d.correct AND (b.at IS NULL OR d.at > b.at) GROUP BY d.user_id
)
UPDATE players pl
   SET total_predictions = coalesce(t.total, 0),
       correct_count = coalesce(t.correct, 0),
       incorrect_count = coalesce(t.incorrect, 0),
       current_streak = coalesce(s.streak, 0)
  FROM players p0
  LEFT JOIN totals t ON t.user_id = p0.user_id
  LEFT JOIN streaks s ON s.user_id = p0.user_id
 WHERE pl.user_id = p0.user_id;
--> statement-breakpoint
DELETE FROM player_period_stats;
--> statement-breakpoint
WITH stakes AS (
  SELECT p.user_id, p.category, p.created_at AS at FROM predictions p
   WHERE p.status <> 'MERGED' AND p.deleted_at IS NULL
  UNION ALL
  SELECT j.user_id, p.category, j.joined_at FROM prediction_joins j JOIN predictions p ON p.id = j.prediction_id
   WHERE p.status <> 'MERGED' AND p.deleted_at IS NULL
), decided AS (
  SELECT p.user_id, p.category, p.resolved_at AS at, p.status = 'CORRECT' AS correct FROM predictions p
   WHERE p.status IN ('CORRECT', 'INCORRECT')
  UNION ALL
  SELECT j.user_id, p.category, p.resolved_at, p.status = 'CORRECT' FROM prediction_joins j JOIN predictions p ON p.id = j.prediction_id
   WHERE p.status IN ('CORRECT', 'INCORRECT')
), events AS (
  SELECT user_id, category, at, 1 AS total, 0 AS correct, 0 AS incorrect FROM stakes
  UNION ALL
  SELECT user_id, category, at, 0, CASE WHEN correct THEN 1 ELSE 0 END, CASE WHEN correct THEN 0 ELSE 1 END FROM decided
)
INSERT INTO player_period_stats
       (user_id, period_kind, period_start, category, total_predictions, correct_count, incorrect_count, points)
SELECT e.user_id, s.kind, s.start, s.category, sum(e.total), sum(e.correct), sum(e.incorrect), max(pl.points)
  FROM events e
  JOIN players pl ON pl.user_id = e.user_id
  CROSS JOIN LATERAL (
    SELECT date_trunc('month', e.at AT TIME ZONE 'UTC')::date AS month,
           date_trunc('week', e.at AT TIME ZONE 'UTC')::date AS week
  ) d
  CROSS JOIN LATERAL (VALUES
    ('all', date '1970-01-01', e.category),
    ('month', d.month, 'all'),
    ('month', d.month, e.category),
    ('week', d.week, 'all'),
    ('week', d.week, e.category)
  ) AS s(kind, start, category)
 GROUP BY e.user_id, s.kind, s.start, s.category;
