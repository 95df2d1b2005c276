// The demo world (.env.example DEMO_DATA): seeded once, into an empty database, through the same
// factories the tests use. Deterministic: fixed ids, names and dates, so screenshots are stable.
import { count, eq } from 'drizzle-orm';
import type { Category } from '@boldcall/shared/constants';
import type { SettlementOutcome } from '@boldcall/shared/rules/payouts';
import { user } from '../platform/identity/identity.table.ts';
import {
  betAgainstPrediction,
  joinPrediction,
  jumpOnPrediction,
  votePrediction,
} from '../modules/predictions/predictions.service.ts';
import { predictions } from '../modules/predictions/predictions.table.ts';
import type { Database } from '../db/client.ts';
import {
  createPlayer,
  DEFAULT_PASSWORD,
  makeLeague,
  makePrediction,
  resolvePredictionNow,
} from './seed.factories.ts';

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

type Stakes = ReadonlyArray<readonly [username: string, wager: number]>;

interface DemoPrediction {
  author: string;
  text: string;
  category: Category;
  wager: number;
  /** Days before seeding that it was made. */
  madeDaysAgo: number;
  /** Days after seeding that it expires (negative: already expired). */
  expiresInDays: number;
  outcome?: SettlementOutcome;
  adminNote?: string;
  joins?: Stakes;
  jumps?: Stakes;
  bets?: Stakes;
  up?: readonly string[];
  down?: readonly string[];
  /** An admin's flag comment (moderation itself is the admin issue's). */
  flag?: string;
}

// Resolved first (their payouts fund the later stakes of free players), then expired-pending,
// then open ones. Texts, ids, stakes and order are fixed; dates are relative to seeding time so
// open predictions are always in the future.
// prettier-ignore
export const DEMO_PREDICTIONS: readonly DemoPrediction[] = [
  // Resolved: 7 CORRECT, 6 INCORRECT, 3 UNMEASURABLE
  { author: 'GridironGuru', text: 'The Chiefs beat the Ravens in the season opener', category: 'sports', wager: 50, madeDaysAgo: 40, expiresInDays: -30, outcome: 'CORRECT', adminNote: 'Chiefs won 27-20.', joins: [['hoops-hannah', 10], ['BoldBettyB', 25]], jumps: [['underdog_ollie', 5]], bets: [['newbie_nate', 5]], up: ['BoldBettyB', 'hoops-hannah', 'TechTara'], down: ['crypto_carl'] },
  { author: 'crypto_carl', text: 'Bitcoin closes October above $100k', category: 'finance', wager: 20, madeDaysAgo: 39, expiresInDays: -25, outcome: 'INCORRECT', adminNote: 'Closed the month below $100k.', joins: [['MarketMaven', 10]], jumps: [['newbie_nate', 5]], bets: [['BoldBettyB', 30], ['TechTara', 20]], down: ['MarketMaven', 'ScienceSam'] },
  { author: 'TechTara', text: 'Apple announces a foldable iPhone at its September event', category: 'technology', wager: 40, madeDaysAgo: 38, expiresInDays: -28, outcome: 'INCORRECT', adminNote: 'No foldable was announced.', bets: [['crypto_carl', 10]], up: ['ScienceSam'], down: ['GridironGuru'] },
  { author: 'ScienceSam', text: 'The James Webb telescope confirms water vapour on a rocky exoplanet this quarter', category: 'science', wager: 15, madeDaysAgo: 37, expiresInDays: -20, outcome: 'UNMEASURABLE', adminNote: 'Results are still under peer review.', joins: [['TechTara', 20]], jumps: [['PopCulturePia', 5]], up: ['TechTara', 'newbie_nate'] },
  { author: 'PopCulturePia', text: "The summer's biggest superhero sequel opens above $150 million domestic", category: 'entertainment', wager: 10, madeDaysAgo: 36, expiresInDays: -26, outcome: 'CORRECT', adminNote: 'Opened at $162M.', joins: [['newbie_nate', 5]], jumps: [['hoops-hannah', 10]], bets: [['GridironGuru', 15]], up: ['newbie_nate'] },
  { author: 'hoops-hannah', text: 'The Celtics win their NBA opening game by double digits', category: 'sports', wager: 10, madeDaysAgo: 35, expiresInDays: -24, outcome: 'CORRECT', adminNote: 'Won by 14.', joins: [['underdog_ollie', 5]], bets: [['crypto_carl', 5]], up: ['GridironGuru'] },
  { author: 'MarketMaven', text: 'The Fed cuts interest rates at the September meeting', category: 'finance', wager: 15, madeDaysAgo: 34, expiresInDays: -22, outcome: 'CORRECT', adminNote: 'Cut by 25 basis points.', joins: [['PoliticoPete', 10], ['BoldBettyB', 50]], jumps: [['ScienceSam', 10]], up: ['crypto_carl', 'PoliticoPete'] },
  { author: 'PoliticoPete', text: 'Voter turnout in the city council election tops 40%', category: 'politics', wager: 10, madeDaysAgo: 33, expiresInDays: -21, outcome: 'INCORRECT', adminNote: 'Turnout was 31%.', bets: [['MarketMaven', 10]], down: ['ScienceSam'] },
  { author: 'BoldBettyB', text: 'Verstappen wins the Monaco Grand Prix from pole', category: 'sports', wager: 100, madeDaysAgo: 32, expiresInDays: -27, outcome: 'INCORRECT', adminNote: 'Finished second.', joins: [['GridironGuru', 30]], bets: [['underdog_ollie', 10]], up: ['GridironGuru'] },
  { author: 'underdog_ollie', text: 'A newly promoted club beats Manchester City at the Etihad', category: 'sports', wager: 5, madeDaysAgo: 31, expiresInDays: -23, outcome: 'CORRECT', adminNote: 'The upset happened, 2-1.', jumps: [['newbie_nate', 3]], bets: [['BoldBettyB', 20], ['GridironGuru', 20]], up: ['newbie_nate', 'hoops-hannah'], down: ['BoldBettyB'] },
  { author: 'newbie_nate', text: 'It rains in London on more than 15 days in October', category: 'other', wager: 5, madeDaysAgo: 30, expiresInDays: -19, outcome: 'UNMEASURABLE', adminNote: 'Weather stations disagree on the count.', joins: [['ScienceSam', 5]] },
  { author: 'TechTara', text: 'An open-weights model tops the coding leaderboard before Halloween', category: 'technology', wager: 60, madeDaysAgo: 29, expiresInDays: -18, outcome: 'CORRECT', adminNote: 'Topped the leaderboard on Oct 20.', joins: [['crypto_carl', 10], ['ScienceSam', 10]], jumps: [['underdog_ollie', 5]], up: ['crypto_carl', 'ScienceSam', 'MarketMaven'] },
  { author: 'GridironGuru', text: 'Patrick Mahomes throws 4 touchdowns against the Raiders', category: 'sports', wager: 40, madeDaysAgo: 28, expiresInDays: -17, outcome: 'INCORRECT', adminNote: 'Three touchdowns.', jumps: [['hoops-hannah', 5]], bets: [['PoliticoPete', 10]], up: ['hoops-hannah'] },
  { author: 'crypto_carl', text: 'A major airline announces it will accept Bitcoin for tickets', category: 'business', wager: 10, madeDaysAgo: 27, expiresInDays: -16, outcome: 'UNMEASURABLE', adminNote: 'Only a pilot with a travel agency; not measurable as stated.' },
  { author: 'ScienceSam', text: 'SpaceX catches a Starship booster on its next launch', category: 'science', wager: 10, madeDaysAgo: 26, expiresInDays: -15, outcome: 'CORRECT', adminNote: 'Caught on the first try.', joins: [['TechTara', 25], ['newbie_nate', 5]], up: ['TechTara', 'GridironGuru', 'PopCulturePia'] },
  { author: 'PopCulturePia', text: 'The Best Picture frontrunner wins at the Golden Globes', category: 'entertainment', wager: 10, madeDaysAgo: 25, expiresInDays: -14, outcome: 'INCORRECT', adminNote: 'An upset winner took it.', bets: [['ScienceSam', 5]] },
  // Expired, waiting for an admin
  { author: 'hoops-hannah', text: "LeBron scores 30+ in the Lakers' home opener", category: 'sports', wager: 10, madeDaysAgo: 12, expiresInDays: -2, joins: [['underdog_ollie', 5]], up: ['GridironGuru', 'newbie_nate'] },
  { author: 'MarketMaven', text: 'Gold closes the month above $2,700 an ounce', category: 'finance', wager: 10, madeDaysAgo: 11, expiresInDays: -1, bets: [['crypto_carl', 5]] },
  { author: 'PoliticoPete', text: 'The infrastructure bill passes the Senate before the recess', category: 'politics', wager: 10, madeDaysAgo: 10, expiresInDays: -3, joins: [['BoldBettyB', 20]], down: ['MarketMaven'] },
  { author: 'TechTara', text: 'Every new phone from the big three makers ships with USB-C this year', category: 'technology', wager: 20, madeDaysAgo: 14, expiresInDays: -5, jumps: [['newbie_nate', 5]], up: ['ScienceSam'] },
  // Open
  { author: 'GridironGuru', text: 'The Kansas City Chiefs win the Super Bowl again', category: 'sports', wager: 100, madeDaysAgo: 9, expiresInDays: 120, joins: [['BoldBettyB', 50], ['hoops-hannah', 10]], jumps: [['underdog_ollie', 5], ['newbie_nate', 5]], bets: [['crypto_carl', 10], ['TechTara', 25]], up: ['BoldBettyB', 'hoops-hannah', 'newbie_nate', 'demo_admin'], down: ['crypto_carl', 'TechTara'] },
  { author: 'hoops-hannah', text: 'Victor Wembanyama wins Defensive Player of the Year', category: 'sports', wager: 10, madeDaysAgo: 8, expiresInDays: 150, joins: [['GridironGuru', 20]], up: ['GridironGuru', 'underdog_ollie'] },
  { author: 'BoldBettyB', text: 'Shohei Ohtani hits 50 home runs again next season', category: 'sports', wager: 50, madeDaysAgo: 8, expiresInDays: 200, bets: [['ScienceSam', 5]], up: ['GridironGuru'] },
  { author: 'underdog_ollie', text: 'Connor McDavid lifts the Stanley Cup with the Oilers', category: 'sports', wager: 10, madeDaysAgo: 7, expiresInDays: 180, jumps: [['PopCulturePia', 5]] },
  { author: 'BoldBettyB', text: 'Arsenal win the Premier League title this season', category: 'sports', wager: 75, madeDaysAgo: 7, expiresInDays: 170, joins: [['TechTara', 30]], bets: [['underdog_ollie', 10]], up: ['TechTara'], down: ['underdog_ollie'] },
  { author: 'TechTara', text: 'T1 and Faker win another League of Legends World Championship', category: 'sports', wager: 25, madeDaysAgo: 6, expiresInDays: 300, up: ['newbie_nate', 'PopCulturePia'] },
  { author: 'GridironGuru', text: 'Carlos Alcaraz wins Wimbledon again', category: 'sports', wager: 30, madeDaysAgo: 6, expiresInDays: 220 },
  { author: 'crypto_carl', text: 'Ethereum flips Bitcoin in market cap before the end of next year', category: 'finance', wager: 10, madeDaysAgo: 5, expiresInDays: 400, bets: [['MarketMaven', 10]], down: ['MarketMaven', 'BoldBettyB', 'ScienceSam'] },
  { author: 'MarketMaven', text: 'The S&P 500 ends the year at least 10% higher', category: 'finance', wager: 10, madeDaysAgo: 5, expiresInDays: 40, joins: [['BoldBettyB', 25]], up: ['crypto_carl'] },
  { author: 'TechTara', text: 'A fully self-driving taxi service launches in 10 new US cities next year', category: 'technology', wager: 40, madeDaysAgo: 4, expiresInDays: 365, joins: [['ScienceSam', 5]], up: ['ScienceSam', 'crypto_carl'] },
  { author: 'ScienceSam', text: 'A room-temperature superconductor is independently replicated', category: 'science', wager: 5, madeDaysAgo: 4, expiresInDays: 365, bets: [['TechTara', 20], ['GridironGuru', 10]], down: ['TechTara', 'GridironGuru'] },
  { author: 'ScienceSam', text: "NASA's Artemis crew flies around the Moon before the end of next year", category: 'science', wager: 10, madeDaysAgo: 3, expiresInDays: 400, jumps: [['TechTara', 10]], up: ['TechTara'] },
  { author: 'PopCulturePia', text: 'Taylor Swift announces a new album within the next 3 months', category: 'entertainment', wager: 10, madeDaysAgo: 3, expiresInDays: 90, joins: [['newbie_nate', 5]], up: ['newbie_nate', 'hoops-hannah'] },
  { author: 'PopCulturePia', text: 'The next Marvel movie opens to over $200M domestically', category: 'entertainment', wager: 10, madeDaysAgo: 2, expiresInDays: 250 },
  { author: 'PoliticoPete', text: 'Voter turnout in the next general election beats the last one', category: 'politics', wager: 10, madeDaysAgo: 2, expiresInDays: 500, joins: [['MarketMaven', 5]], up: ['MarketMaven'] },
  { author: 'PoliticoPete', text: 'A new data privacy law passes before the summer recess', category: 'politics', wager: 5, madeDaysAgo: 2, expiresInDays: 200, flag: 'Please say which country or state this is about.' },
  { author: 'newbie_nate', text: 'My city gets more than a foot of snow this winter', category: 'other', wager: 5, madeDaysAgo: 1, expiresInDays: 120, up: ['ScienceSam'] },
  { author: 'underdog_ollie', text: "A startup from this year's YC batch is valued at $1B within a year", category: 'business', wager: 5, madeDaysAgo: 1, expiresInDays: 365 },
  { author: 'MarketMaven', text: 'A major retailer announces a four-day work week for office staff', category: 'business', wager: 10, madeDaysAgo: 1, expiresInDays: 180, down: ['crypto_carl'] },
  { author: 'crypto_carl', text: 'Apple ships a foldable iPhone next year', category: 'technology', wager: 10, madeDaysAgo: 0.8, expiresInDays: 300, joins: [['TechTara', 15]] },
  { author: 'demo_admin', text: 'BoldCall reaches 10,000 players by the end of the year', category: 'other', wager: 50, madeDaysAgo: 0.5, expiresInDays: 60, joins: [['BoldBettyB', 10]], up: ['BoldBettyB', 'GridironGuru', 'TechTara', 'newbie_nate'] },
  { author: 'hoops-hannah', text: 'The Celtics and Lakers meet in the NBA Finals', category: 'sports', wager: 5, madeDaysAgo: 0.3, expiresInDays: 0.8, joins: [['underdog_ollie', 5]] },
  { author: 'GridironGuru', text: 'The Buffalo Bills finally reach the Super Bowl', category: 'sports', wager: 20, madeDaysAgo: 0.2, expiresInDays: 130, down: ['BoldBettyB'] },
  { author: 'newbie_nate', text: 'The season finale breaks the streaming record for a single night', category: 'entertainment', wager: 5, madeDaysAgo: 0.1, expiresInDays: 0.4 },
];

/** A public and a private league; members' predictions above are their activity. */
export const DEMO_LEAGUES = [
  {
    id: 'demo-league-gridiron',
    owner: 'GridironGuru',
    name: 'Sunday Gridiron Club',
    description: 'Football calls every weekend. Open to anyone who thinks they know ball.',
    inviteCode: 'GRIDIR',
    isPrivate: false,
    members: ['hoops-hannah', 'BoldBettyB', 'underdog_ollie', 'newbie_nate', 'PoliticoPete'],
    madeDaysAgo: 30,
  },
  {
    id: 'demo-league-desk',
    owner: 'TechTara',
    name: 'Tech & Markets Desk',
    description: 'A private room for calls on tech launches, crypto and the markets.',
    inviteCode: 'DESK42',
    isPrivate: true,
    members: ['crypto_carl', 'ScienceSam', 'MarketMaven'],
    madeDaysAgo: 28,
  },
] as const;

export const demoPredictionId = (index: number) =>
  `demo-pred-${String(index + 1).padStart(3, '0')}`;

export async function seedDemoData(
  db: Database,
  options: { now?: number } = {},
): Promise<{ players: number; predictions: number; leagues: number }> {
  const ids = new Map<string, string>();
  let index = 0;
  for (const player of DEMO_PLAYERS) {
    const id = `demo-${String(index + 1).padStart(4, '0')}`;
    await createPlayer(db, {
      ...player,
      id,
      createdAt: new Date(DEMO_EPOCH + index * day),
    });
    ids.set(player.username, id);
    index += 1;
  }
  const idOf = (username: string) => {
    const id = ids.get(username);
    if (!id) throw new Error(`unknown demo player ${username}`);
    return id;
  };

  // Every stake goes through the game's services, so balances and the ledger agree.
  const now = options.now ?? Date.now();
  const admin = idOf('demo_admin');
  for (const [i, p] of DEMO_PREDICTIONS.entries()) {
    const createdAt = new Date(now - p.madeDaysAgo * day);
    const expiresAt = new Date(now + p.expiresInDays * day);
    const id = await makePrediction(db, {
      id: demoPredictionId(i),
      userId: idOf(p.author),
      text: p.text,
      category: p.category,
      pointsWagered: p.wager,
      createdAt,
      expiresAt,
    });
    // Interactions happen an hour after creation, before expiry.
    const at = { now: createdAt.getTime() + 60 * 60 * 1000 };
    for (const [name, wager] of p.joins ?? []) await joinPrediction(db, idOf(name), id, wager, at);
    for (const [name, wager] of p.jumps ?? [])
      await jumpOnPrediction(db, idOf(name), id, wager, at);
    for (const [name, wager] of p.bets ?? [])
      await betAgainstPrediction(db, idOf(name), id, wager, at);
    for (const name of p.up ?? []) await votePrediction(db, idOf(name), id, 'up', at);
    for (const name of p.down ?? []) await votePrediction(db, idOf(name), id, 'down', at);
    if (p.outcome) {
      await resolvePredictionNow(db, id, p.outcome, {
        resolvedBy: admin,
        adminNote: p.adminNote ?? null,
        now: new Date(expiresAt.getTime() + day / 2),
      });
    }
    if (p.flag) {
      await db
        .update(predictions)
        .set({ moderationStatus: 'flagged', adminComment: p.flag, flaggedAt: new Date(now) })
        .where(eq(predictions.id, id));
    }
  }
  for (const league of DEMO_LEAGUES) {
    await makeLeague(db, {
      id: league.id,
      ownerId: idOf(league.owner),
      name: league.name,
      description: league.description,
      inviteCode: league.inviteCode,
      isPrivate: league.isPrivate,
      createdAt: new Date(now - league.madeDaysAgo * day),
      memberIds: league.members.map(idOf),
    });
  }
  return {
    players: DEMO_PLAYERS.length,
    predictions: DEMO_PREDICTIONS.length,
    leagues: DEMO_LEAGUES.length,
  };
}
