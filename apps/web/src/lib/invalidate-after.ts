// What each kind of write makes stale, in one table: a mutation names its kind of write and
// `invalidateAfter` refreshes the matching families of lib/query-keys.ts. Answers that carry
// the fresh object (a prediction, the player) are also patched into the cache by the feature
// itself, so the screen changes at once and the refetch only confirms it.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys as k } from './query-keys';

/**
 * Families to refresh; or everything but (optionally) one family patched already; or only
 * what lies below a key patched already.
 */
type Refresh =
  readonly QueryKey[] | { readonly everythingBut: QueryKey | null } | { readonly below: QueryKey };

export const REFRESH_AFTER = {
  /** Create, edit, join, vote, jump on, bet against: stakes and counts move. */
  prediction: [k.predictions.all, k.stats, k.currentUser, k.leaderboard.all],
  /** Flag, unflag, confirm, deny, delete (refunds), respond: the people concerned are notified. */
  moderation: [
    k.predictions.all,
    k.stats,
    k.currentUser,
    k.leaderboard.all,
    k.notifications.all,
    k.admin.all,
  ],
  /**
   * Resolve, merge, make a user Pro: anyone's balance and profile may move (the whole users
   * family: the signed-in player and the public profiles), and the free-upgrade count.
   */
  adminDecision: [
    k.admin.all,
    k.predictions.all,
    k.stats,
    k.users.all,
    k.leaderboard.all,
    k.notifications.all,
    k.pro.all,
  ],
  /** Force (or stop forcing) a new password: the admin may have marked themselves. */
  adminUserFlag: [k.admin.all, k.currentUser],
  /**
   * News of a prediction on screen that someone else changed (a live notification about it: a
   * join, a jump, a resolution …), or a write refused because it changed: every list showing it
   * refetches, so its actions (Edit, Join …) are the ones it has now (docs/rules/live-events.md).
   */
  predictionNews: [k.predictions.all, k.stats],
  /** Create, join, leave, delete a league, a new code, a member removed: boards filter by league. */
  league: [k.leagues.all, k.leaderboard.all],
  /** A pick placed or withdrawn, a season prediction submitted. */
  nflStake: [k.nfl.all, k.currentUser],
  /** The player's own upgrade: the leaderboard shows the Pro badge. */
  proUpgrade: [k.currentUser, k.pro.freeUpgrades, k.leaderboard.all],
  /** A refused upgrade usually means the count moved: show the truth. */
  proUpgradeRefused: [k.pro.freeUpgrades],
  /**
   * A comment written, edited, deleted, hidden, restored or reported, or a ban from commenting:
   * threads, the report queue and card counts.
   */
  comment: [k.comments.all, k.predictions.all],
  /** Marked read, or news the live stream could not deliver. */
  notifications: [k.notifications.all],
  /**
   * Follow or unfollow a player: the Following feed changes (the profile was patched from the
   * answer; docs/rules/follows.md).
   */
  follow: [k.predictions.lists],
  /** Watch or stop watching a call (patched from the answer; the refetch confirms it). */
  watch: [k.follows.all],
  /** Codes generated, or one used (live event). */
  invitations: [k.invitations.all],
  /** One session ended. */
  session: [k.auth.sessions, k.account.sessions],
  /** A personal API token made or revoked. */
  apiToken: [k.account.tokens],
  /** Sign-in, two-factor on or off: who is there, and what they may see, changed. */
  account: { everythingBut: null },
  /** The picture shows wherever the player does; the player was patched from the answer. */
  avatar: { everythingBut: k.currentUser },
  /** The balance arrived live and was patched: the profile's own figures (stats, ledger, charts). */
  balance: { below: k.currentUser },
} as const satisfies Record<string, Refresh>;

export type Write = keyof typeof REFRESH_AFTER;

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, i) => Object.is(part, key[i]));

/** Marks stale (and refetches the shown ones) what `write` changed. */
export async function invalidateAfter(queryClient: QueryClient, write: Write): Promise<void> {
  const refresh: Refresh = REFRESH_AFTER[write];
  if ('below' in refresh) {
    const { below } = refresh;
    await queryClient.invalidateQueries({
      queryKey: below,
      predicate: (query) => query.queryKey.length > below.length,
    });
    return;
  }
  if ('everythingBut' in refresh) {
    const kept = refresh.everythingBut;
    await queryClient.invalidateQueries(
      kept ? { predicate: (query) => !startsWith(query.queryKey, kept) } : undefined,
    );
    return;
  }
  await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** `invalidateAfter` bound to the app's query client, for a mutation's `onSuccess`. */
export function useInvalidateAfter(write: Write): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidateAfter(queryClient, write);
}
