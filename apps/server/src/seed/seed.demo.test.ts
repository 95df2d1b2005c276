import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@boldcall/shared/constants';
import { pointsLedger } from '../modules/points/points.table.ts';
import { predictions } from '../modules/predictions/predictions.table.ts';
import { players } from '../platform/identity/identity.table.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { leagueMembers, leagues } from '../modules/leagues/leagues.table.ts';
import {
  DEMO_LEAGUES,
  DEMO_PLAYERS,
  DEMO_PREDICTIONS,
  isDatabaseEmpty,
  seedDemoData,
} from './seed.demo.ts';

describe('demo seed', () => {
  const database = useTestDatabase();
  const now = Date.now();

  it('fills an empty database once, every balance backed by its ledger', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await seedDemoData(database.db, { now })).toEqual({
      players: DEMO_PLAYERS.length,
      predictions: DEMO_PREDICTIONS.length,
      leagues: DEMO_LEAGUES.length,
    });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const rows = await database.db.select().from(players);
    expect(rows).toHaveLength(DEMO_PLAYERS.length);
    for (const row of rows) {
      expect(row.points).toBeGreaterThanOrEqual(0);
      const [sum] = await database.db
        .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, row.userId));
      expect(sum?.total).toBe(row.points);
    }
  });

  it('has predictions in every category and status, open ones in the future', async () => {
    const rows = await database.db.select().from(predictions);
    expect(rows).toHaveLength(DEMO_PREDICTIONS.length);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    const byStatus = (status: string) => rows.filter((r) => r.status === status);
    expect(byStatus('CORRECT').length).toBeGreaterThanOrEqual(5);
    expect(byStatus('INCORRECT').length).toBeGreaterThanOrEqual(5);
    expect(byStatus('UNMEASURABLE').length).toBeGreaterThanOrEqual(2);
    const pending = byStatus('PENDING');
    expect(pending.filter((r) => r.expiresAt.getTime() <= now).length).toBeGreaterThanOrEqual(3);
    expect(pending.filter((r) => r.expiresAt.getTime() > now).length).toBeGreaterThanOrEqual(20);
    for (const r of rows) {
      expect(r.settledAt === null).toBe(r.status === 'PENDING');
      expect(r.createdAt.getTime()).toBeLessThan(r.expiresAt.getTime());
    }
    const interactions = rows.reduce(
      (acc, r) => ({
        joins: acc.joins + r.joinedCount,
        jumps: acc.jumps + r.jumpedOnCount,
        bets: acc.bets + r.betAgainstCount,
        votes: acc.votes + r.votesUp + r.votesDown,
      }),
      { joins: 0, jumps: 0, bets: 0, votes: 0 },
    );
    expect(interactions.joins).toBeGreaterThan(20);
    expect(interactions.jumps).toBeGreaterThan(10);
    expect(interactions.bets).toBeGreaterThan(15);
    expect(interactions.votes).toBeGreaterThan(40);
    expect(rows.some((r) => r.moderationStatus === 'flagged')).toBe(true);
  });

  it('has a public and a private league with members', async () => {
    const rows = await database.db.select().from(leagues);
    expect(rows.map((r) => [r.inviteCode, r.isPrivate]).sort()).toEqual([
      ['DESK42', true],
      ['GRIDIR', false],
    ]);
    for (const league of DEMO_LEAGUES) {
      const members = await database.db
        .select()
        .from(leagueMembers)
        .where(eq(leagueMembers.leagueId, league.id));
      expect(members).toHaveLength(league.members.length + 1);
    }
  });
});
