import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfter, REFRESH_AFTER, type Write } from './invalidate-after.ts';
import { queryKeys as k } from './query-keys.ts';

// One cached query of each kind the app asks for, by a readable name.
const CACHE = {
  me: k.currentUser,
  myProfile: k.users.myProfile('u1'),
  myLedger: k.users.myLedgerList(),
  myLedgerChart: k.users.myLedgerChart(),
  myAccuracy: k.users.myAccuracy(),
  playerAccuracy: k.users.playerAccuracy('u2'),
  player: k.users.player('Ann'),
  feed: k.predictions.list({ q: '', category: 'all' }),
  byPlayer: k.predictions.byPlayer('u2'),
  positions: k.predictions.positions('u2'),
  stats: k.stats,
  board: k.leaderboard.board({ period: 'all' }),
  leagues: k.leagues.list(),
  league: k.leagues.detail('l1'),
  leagueMembers: k.leagues.members('l1'),
  adminPending: k.admin.pending(),
  adminUsers: k.admin.users(''),
  adminUserLedger: k.admin.userLedger('u2'),
  nflWeek: k.nfl.week(null),
  nflStandings: k.nfl.standings(3),
  notifications: k.notifications.all,
  invitations: k.invitations.user('u1'),
  freeUpgrades: k.pro.freeUpgrades,
  sessions: k.auth.sessions,
  thread: k.comments.threadOrder('p1', 'activity'),
  commentReports: k.comments.reports(),
  accountSessions: k.account.sessions,
  accountTokens: k.account.tokens,
  watch: k.follows.watch('p1'),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof CACHE;
const ALL = Object.keys(CACHE) as Cached[];

const ME: Cached[] = [
  'me',
  'myProfile',
  'myLedger',
  'myLedgerChart',
  'myAccuracy',
  'accountSessions',
  'accountTokens',
];
const PREDICTIONS: Cached[] = ['feed', 'byPlayer', 'positions', 'stats', 'board'];
const ADMIN: Cached[] = ['adminPending', 'adminUsers', 'adminUserLedger'];

// Written out by hand (not derived from REFRESH_AFTER), so a change to the table shows here.
const EXPECTED: Record<Write, Cached[]> = {
  prediction: [...ME, ...PREDICTIONS],
  moderation: [...ME, ...PREDICTIONS, 'notifications', ...ADMIN],
  adminDecision: [
    ...ME,
    ...PREDICTIONS,
    ...ADMIN,
    'playerAccuracy',
    'player',
    'notifications',
    'freeUpgrades',
  ],
  adminUserFlag: [...ME, ...ADMIN],
  predictionNews: ['feed', 'byPlayer', 'positions', 'stats'],
  league: ['leagues', 'league', 'leagueMembers', 'board'],
  nflStake: [...ME, 'nflWeek', 'nflStandings'],
  proUpgrade: [...ME, 'freeUpgrades', 'board'],
  proUpgradeRefused: ['freeUpgrades'],
  notifications: ['notifications'],
  invitations: ['invitations'],
  follow: ['feed', 'byPlayer'],
  watch: ['watch'],
  session: ['sessions', 'accountSessions'],
  apiToken: ['accountTokens'],
  comment: [
    ...PREDICTIONS.filter((name) => name !== 'stats' && name !== 'board'),
    'thread',
    'commentReports',
  ],
  account: ALL,
  avatar: ALL.filter((name) => !ME.includes(name)),
  balance: ME.filter((name) => name !== 'me'),
};

async function invalidatedAfter(write: Write): Promise<Cached[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(CACHE)) queryClient.setQueryData(key, 'cached');
  await invalidateAfter(queryClient, write);
  return ALL.filter((name) => queryClient.getQueryState(CACHE[name])?.isInvalidated);
}

describe('invalidateAfter', () => {
  it('has an expectation for every kind of write', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(REFRESH_AFTER).sort());
  });

  it.each(Object.keys(EXPECTED) as Write[])(
    '%s refreshes exactly what it changes',
    async (write) => {
      expect((await invalidatedAfter(write)).sort()).toEqual([...EXPECTED[write]].sort());
    },
  );
});

describe('queryKeys', () => {
  it('gives every kind of query its own key', () => {
    const keys = Object.values(CACHE).map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('nests each family under its root, so one invalidation reaches the whole family', () => {
    const families: [QueryKey, QueryKey[]][] = [
      [k.users.all, [k.currentUser, k.users.player('a'), k.users.playerAccuracy('b')]],
      [k.currentUser, [k.users.myProfile('u'), k.users.myLedgerChart(), k.users.myAccuracy()]],
      [k.predictions.lists, [k.predictions.list({}), k.predictions.byPlayer('u')]],
      [k.admin.user('u'), [k.admin.userLedger('u'), k.admin.userPredictions('u')]],
      [k.invitations.all, [k.invitations.user('u')]],
      [k.pro.all, [k.pro.freeUpgrades]],
      [k.comments.thread('p'), [k.comments.threadOrder('p', 'oldest')]],
    ];
    for (const [root, members] of families) {
      for (const key of members) expect(key.slice(0, root.length)).toEqual(root);
    }
  });

  it('files a player by the name case-insensitively (one cache entry per player)', () => {
    expect(k.users.player('Ann')).toEqual(k.users.player('ann'));
  });
});
