// Every position a player holds (docs/rules/game.md "Positions"): the predictions they created,
// joined, jumped on or bet against, newest first, with the side, the stake and how it ended.
// For the profile pages; "Total Predictions" there is the count of this same list. Predictions
// merged away (their stakes live on in the merged one) and deleted ones are left out.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { positionResult } from '@boldcall/shared/rules/payouts';
import { sideOf, type Position } from '@boldcall/shared/rules/predictions';
import type { PlayerPosition } from '@boldcall/shared/schemas/users';
import type { DbOrTx } from '../../db/client.ts';
import { cursorCodec, cursorPart, splitPage } from '../../platform/paging/paging.cursor.ts';
import { findPredictionRows, hydratePredictions } from './predictions.repository.ts';
import {
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictions,
} from './predictions.table.ts';

/** One row per position: (prediction, kind, stake, time), for one player. */
function positionsOf(userId: string): SQL {
  const p = predictions;
  const live = sql`${p.deletedAt} is null and ${p.status} <> 'MERGED'`;
  const stakeRows = (
    kind: Position,
    table: typeof predictionJumps | typeof predictionBetsAgainst,
  ) =>
    sql`select ${table.predictionId} as prediction_id, ${kind}::text as kind, ${table.wager} as stake, ${table.createdAt} as at
          from ${table} join ${p} on ${p.id} = ${table.predictionId}
         where ${table.userId} = ${userId} and ${live}`;
  return sql`
    select ${p.id} as prediction_id, 'creator'::text as kind, ${p.pointsWagered} as stake, ${p.createdAt} as at
      from ${p} where ${p.userId} = ${userId} and ${live}
    union all
    select ${predictionJoins.predictionId}, 'join'::text, ${predictionJoins.pointsWagered}, ${predictionJoins.joinedAt}
      from ${predictionJoins} join ${p} on ${p.id} = ${predictionJoins.predictionId}
     where ${predictionJoins.userId} = ${userId} and ${live}
    union all ${stakeRows('jump', predictionJumps)}
    union all ${stakeRows('bet', predictionBetsAgainst)}`;
}

/** How many positions the player holds: the profile's "Total Predictions". */
export async function countPositions(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${positionsOf(userId)}) x`);
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return Number(rows[0]?.n ?? 0);
}

// Cursor: [time as PostgreSQL prints it, prediction id, kind].
const positionCursor = cursorCodec(
  z.tuple([cursorPart.pgTime, cursorPart.id, z.string().max(10)]),
  (row: { atText: string; predictionId: string; kind: string }) =>
    [row.atText, row.predictionId, row.kind] as const,
  ([atText, predictionId, kind]) => ({ atText, predictionId, kind }),
);

interface PositionRow {
  predictionId: string;
  kind: Position;
  stake: number;
  at: string;
  atText: string;
}

export async function listPositions(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
  viewerId: string | null,
): Promise<{ data: PlayerPosition[]; nextCursor: string | null }> {
  const after = query.cursor ? positionCursor.decode(query.cursor) : null;
  const result = await db.execute(sql`
    select prediction_id as "predictionId", kind, stake,
           to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
           at::text as "atText"
      from (${positionsOf(userId)}) x
     ${after ? sql`where (at, prediction_id, kind) < (${after.atText}::timestamptz, ${after.predictionId}, ${after.kind})` : sql``}
     order by at desc, prediction_id desc, kind desc
     limit ${query.limit + 1}`);
  const rows = (result as unknown as { rows: PositionRow[] }).rows;
  const { page, next } = splitPage(rows, query.limit);
  const found = await findPredictionRows(db, [...new Set(page.map((r) => r.predictionId))]);
  const hydrated = new Map(
    (await hydratePredictions(db, found, viewerId)).map((p) => [p.id, p] as const),
  );
  const data = page.flatMap((row): PlayerPosition[] => {
    const prediction = hydrated.get(row.predictionId);
    if (!prediction) return [];
    const stake = Number(row.stake);
    return [
      {
        position: row.kind,
        side: sideOf(row.kind),
        stake,
        ...positionResult(row.kind, stake, prediction.status),
        at: row.at,
        prediction,
      },
    ];
  });
  return { data, nextCursor: next ? positionCursor.encode(next) : null };
}
