// Recomputes every leaderboard aggregate from the predictions and joins themselves — the
// definition the incremental writers (leaderboard.stats.ts) must agree with. Used by the
// benchmark's bulk seed, by the tests that check the incremental path against it, and as a
// repair tool (run it while nothing settles: it rewrites the aggregates in one transaction).
//
// Truth: totalPredictions counts predictions created or joined, by the stake's time, leaving
// out MERGED and deleted ones (their stakes live on elsewhere or were refunded); correct and
// incorrect count CORRECT / INCORRECT predictions created or joined, by resolution time; the
// streak is the run of CORRECT after the player's last INCORRECT. Every scope row gets the
// current balance (the incremental path leaves a past period's rows with their last value).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ALL_TIME_START } from '../../db/columns.ts';

const EVENTS = sql`
  stakes as (
    select p.user_id, p.category, p.created_at as at
      from predictions p
     where p.status <> 'MERGED' and p.deleted_at is null
    union all
    select j.user_id, p.category, j.joined_at
      from prediction_joins j join predictions p on p.id = j.prediction_id
     where p.status <> 'MERGED' and p.deleted_at is null
  ),
  decided as (
    select p.user_id, p.category, p.resolved_at as at, p.status = 'CORRECT' as correct
      from predictions p
     where p.status in ('CORRECT', 'INCORRECT')
    union all
    select j.user_id, p.category, p.resolved_at, p.status = 'CORRECT'
      from prediction_joins j join predictions p on p.id = j.prediction_id
     where p.status in ('CORRECT', 'INCORRECT')
  ),
  events as (
    select user_id, category, at, 1 as total, 0 as correct, 0 as incorrect from stakes
    union all
    select user_id, category, at, 0, case when correct then 1 else 0 end,
           case when correct then 0 else 1 end
      from decided
  )`;

export async function rebuildLeaderboardStats(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table player_period_stats in exclusive mode`);
    // Every event once (a stake or a result), read by both steps below.
    await tx.execute(sql`
      create temp table leaderboard_events on commit drop as
      with ${EVENTS}
      select e.user_id, e.category, e.at, e.total, e.correct, e.incorrect
        from events e join players pl on pl.user_id = e.user_id`);
    await tx.execute(sql`
      with decided as (
        select user_id, at, correct = 1 as correct from leaderboard_events where total = 0
      ),
      totals as (
        select user_id, sum(total)::int as total, sum(correct)::int as correct,
               sum(incorrect)::int as incorrect
          from leaderboard_events group by user_id
      ),
      last_bad as (
        select user_id, max(at) as at from decided where not correct group by user_id
      ),
      streaks as (
        select d.user_id, count(*)::int as streak
          from decided d left join last_bad b on b.user_id = d.user_id
         where d.correct and (b.at is null or d.at > b.at)
         group by d.user_id
      )
      update players pl
         set total_predictions = coalesce(t.total, 0),
             correct_count = coalesce(t.correct, 0),
             incorrect_count = coalesce(t.incorrect, 0),
             current_streak = coalesce(s.streak, 0)
        from players p0
        left join totals t on t.user_id = p0.user_id
        left join streaks s on s.user_id = p0.user_id
       where pl.user_id = p0.user_id`);
    await tx.execute(sql`delete from player_period_stats`);
    // In primary-key order, so the index is appended to rather than written at random.
    await tx.execute(sql`
      insert into player_period_stats
             (user_id, period_kind, period_start, category, total_predictions, correct_count,
              incorrect_count, points)
      select e.user_id, s.kind, s.start, s.category, sum(e.total), sum(e.correct), sum(e.incorrect),
             max(pl.points)
        from leaderboard_events e
        join players pl on pl.user_id = e.user_id
        cross join lateral (
          select date_trunc('month', e.at at time zone 'UTC')::date as month,
                 date_trunc('week', e.at at time zone 'UTC')::date as week
        ) d
        cross join lateral (values
          ('all', ${ALL_TIME_START}::date, e.category),
          ('month', d.month, 'all'),
          ('month', d.month, e.category),
          ('week', d.week, 'all'),
          ('week', d.week, e.category)
        ) as s(kind, start, category)
       group by e.user_id, s.kind, s.start, s.category
       order by e.user_id, s.kind, s.start, s.category`);
  });
}
