// Every TanStack Query key of the web app, in one place: a feature asks for its data and
// invalidates other features' data through these names, never through literal arrays (a
// feature may not import another one, but both may import this). Keys nest: invalidating a
// key refreshes every key that starts with it, so a family's `all` refreshes the whole family.
// What each kind of write refreshes is listed in lib/invalidate-after.ts.

const users = ['users'] as const;
const currentUser = [...users, 'me'] as const;
const predictions = ['predictions'] as const;
const predictionLists = [...predictions, 'list'] as const;
const leaderboard = ['leaderboard'] as const;
const leagues = ['leagues'] as const;
const admin = ['admin'] as const;
const adminUser = (id: string) => [...admin, 'user', id] as const;
const nfl = ['nfl'] as const;
const myLedger = [...currentUser, 'ledger'] as const;
const comments = ['comments'] as const;

export const queryKeys = {
  /** The signed-in player (null for a visitor); everything about them lives under it. */
  currentUser,
  users: {
    all: users,
    /** The signed-in player's stats, ledger and accuracy: under `currentUser`, refreshed with it. */
    myProfile: (userId: string) => [...currentUser, 'profile', userId] as const,
    myLedger,
    myLedgerList: () => [...myLedger, 'list'] as const,
    myLedgerChart: () => [...myLedger, 'chart'] as const,
    myAccuracy: () => [...currentUser, 'accuracy-history'] as const,
    playerAccuracy: (id: string) => [...users, id, 'accuracy-history'] as const,
    /** A player's Brier score, calibration bins, boldness (docs/rules/track-record.md). */
    trackRecord: (id: string) => [...users, id, 'track-record'] as const,
    player: (username: string) => [...users, 'by-username', username.toLowerCase()] as const,
  },
  predictions: {
    all: predictions,
    /** Every cached list of predictions: a changed prediction is patched into all of them. */
    lists: predictionLists,
    list: (filters: object) => [...predictionLists, filters] as const,
    /** One player's predictions (profile pages); a list, so every action refreshes it too. */
    byPlayer: (userId: string) => [...predictionLists, { author: userId }] as const,
    /** Every position a player holds (profile pages). */
    positions: (userId: string) => [...predictions, 'positions', userId] as const,
    /** One call (its page, /p/{id}); under `all`, so every prediction write refreshes it. */
    detail: (id: string) => [...predictions, 'detail', id] as const,
  },
  /** Head-to-head records (they change when a call or game is settled). */
  rivals: {
    all: ['rivals'] as const,
    summary: (userId: string) => ['rivals', 'summary', userId] as const,
    headToHead: (userId: string, otherId: string) => ['rivals', 'h2h', userId, otherId] as const,
    league: (leagueId: string) => ['rivals', 'league', leagueId] as const,
  },
  /** Sealed receipts (never change once sealed; a verification is asked again on demand). */
  receipts: {
    verify: (hash: string) => ['receipts', 'verify', hash] as const,
    ofPrediction: (id: string) => ['receipts', 'prediction', id] as const,
  },
  /** The home page's figures. */
  stats: ['stats'] as const,
  leaderboard: {
    all: leaderboard,
    board: (filters: object) => [...leaderboard, 'board', filters] as const,
    /**
     * A league's track record (docs/rules/track-record.md): it moves when the boards do (a
     * resolution, a member joining or leaving), so it lives in their family.
     */
    leagueTrackRecord: (leagueId: string) => [...leaderboard, 'track-record', leagueId] as const,
  },
  leagues: {
    all: leagues,
    list: () => [...leagues, 'list'] as const,
    detail: (id: string) => [...leagues, 'detail', id] as const,
    members: (id: string) => [...leagues, 'members', id] as const,
  },
  admin: {
    all: admin,
    pending: () => [...admin, 'pending'] as const,
    dashboard: () => [...admin, 'dashboard'] as const,
    mergeSuggestions: (threshold?: number) =>
      threshold === undefined
        ? ([...admin, 'merge-suggestions'] as const)
        : ([...admin, 'merge-suggestions', threshold] as const),
    freeUpgrades: () => [...admin, 'free-upgrades'] as const,
    users: (q: string) => [...admin, 'users', q] as const,
    user: adminUser,
    userLedger: (id: string) => [...adminUser(id), 'ledger'] as const,
    userPredictions: (id: string) => [...adminUser(id), 'predictions'] as const,
    audit: () => [...admin, 'audit'] as const,
  },
  nfl: {
    all: nfl,
    teams: () => [...nfl, 'teams'] as const,
    /** `week` null: the server's current week. */
    week: (week: number | null) => [...nfl, 'week', week] as const,
    season: () => [...nfl, 'season-games'] as const,
    prediction: (userId: string | null) => [...nfl, 'season-prediction', userId] as const,
    standings: (week: number | null) => [...nfl, 'standings', week] as const,
    /** The caller's weekly picks (the week's default wager is the latest one's). */
    myBets: () => [...nfl, 'my-bets'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    /** The signed-in player's channels per reason, digest and quiet hours: under `currentUser`. */
    settings: [...currentUser, 'notification-settings'] as const,
  },
  /** Threads of calls (refetched when the live stream says a call's comments changed). */
  comments: {
    all: comments,
    thread: (predictionId: string) => [...comments, 'thread', predictionId] as const,
    threadOrder: (predictionId: string, order: string) =>
      [...comments, 'thread', predictionId, order] as const,
    mentions: (q: string) => [...comments, 'mentions', q.toLowerCase()] as const,
    /** The admin's queue of reported comments. */
    reports: () => [...comments, 'reports'] as const,
  },
  /** Whether the caller watches a call (docs/rules/follows.md). */
  follows: {
    all: ['follows'] as const,
    watch: (predictionId: string) => ['follows', 'watch', predictionId] as const,
  },
  invitations: {
    all: ['invitations'] as const,
    user: (userId: string) => ['invitations', userId] as const,
  },
  pro: {
    all: ['pro'] as const,
    freeUpgrades: ['pro', 'free-upgrades'] as const,
  },
  /** The settings of the signed-in account (docs/rules/account.md): under `currentUser`. */
  account: {
    sessions: [...currentUser, 'sessions'] as const,
    tokens: [...currentUser, 'tokens'] as const,
    export: (id: string | null) => [...currentUser, 'export', id] as const,
  },
  auth: {
    sessions: ['auth', 'sessions'] as const,
    session: ['auth', 'session'] as const,
  },
};
