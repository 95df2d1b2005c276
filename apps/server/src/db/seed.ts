// The demo world (DESIGN §3 DEMO_DATA): seeded once, into an empty database, through the same
// factories the tests use. Deterministic: fixed ids, names and dates, so screenshots are stable.
import { count } from 'drizzle-orm';
import { user } from '../modules/auth/auth.table.ts';
import type { Database } from './client.ts';
import { createPlayer, DEFAULT_PASSWORD } from './factories.ts';

export const DEMO_PASSWORD = DEFAULT_PASSWORD;

const DEMO_EPOCH = Date.UTC(2026, 7, 1); // 2026-08-01
const day = 24 * 60 * 60 * 1000;

export const DEMO_PLAYERS = [
  { username: 'demo_admin', role: 'admin' as const, isPro: true },
  { username: 'BoldBettyB', isPro: true },
  { username: 'GridironGuru', isPro: true },
  { username: 'crypto_carl' },
  { username: 'ScienceSam' },
  { username: 'PopCulturePia' },
  { username: 'hoops-hannah' },
  { username: 'MarketMaven' },
  { username: 'PoliticoPete' },
  { username: 'newbie_nate' },
  { username: 'TechTara', isPro: true },
  { username: 'underdog_ollie' },
];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  return (row?.n ?? 0) === 0;
}

export async function seedDemoData(db: Database): Promise<{ players: number }> {
  let index = 0;
  for (const player of DEMO_PLAYERS) {
    await createPlayer(db, {
      ...player,
      id: `demo-${String(index + 1).padStart(4, '0')}`,
      createdAt: new Date(DEMO_EPOCH + index * day),
    });
    index += 1;
  }
  return { players: DEMO_PLAYERS.length };
}
