// Pro tier and the launch promotion ("Upgrade to Pro", "Pro count"
// "User tier"; docs/rules/game.md), and the Pro waitlist offered when the promotion is exhausted.
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { currentUserSchema } from './users.ts';

/** GET /api/pro/free-upgrades ("Pro count"), served for real. */
export const freeUpgradesSchema = z.object({
  /** Players who are Pro now (however they became Pro). */
  proUserCount: z.number().int(),
  /** Free upgrades left in the launch promotion. */
  remainingFreeUpgrades: z.number().int(),
  /** FREE_PRO_LIMIT. */
  maxFreeUpgrades: z.number().int(),
  freeUpgradesAvailable: z.boolean(),
});
export type FreeUpgrades = z.infer<typeof freeUpgradesSchema>;

/** POST /api/users/upgrade-pro: the product's payload `userId` is ignored (the session decides). */
export const upgradeProBodySchema = z.object({ userId: z.string().optional() }).nullish();

export const upgradeProResultSchema = z.object({
  /** The player after the upgrade (isPro, points topped up, proUpgradedAt). */
  user: currentUserSchema,
  freeUpgrades: freeUpgradesSchema,
});
export type UpgradeProResult = z.infer<typeof upgradeProResultSchema>;

export const PRO_MSG = {
  alreadyPro: 'You are already a Pro member',
  promotionExhausted:
    'All free Pro upgrades have been claimed. Join the waitlist to hear when Pro opens again.',
  waitlistJoined: "You're on the list! We'll e-mail you when Pro opens again.",
} as const;

/** POST /api/waitlist/join */
export const waitlistJoinSchema = z.object({
  /** Stored lower-cased; one entry per address. */
  email: emailSchema,
  /** Where the visitor joined from (e.g. `pro-upgrade`, `landing`). */
  source: z.string().trim().max(40).optional(),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

export const waitlistJoinResultSchema = z.object({
  email: z.string(),
  /** true when this e-mail was already on the list (the call is idempotent). */
  alreadyJoined: z.boolean(),
  joinedAt: z.string(),
});
export type WaitlistJoinResult = z.infer<typeof waitlistJoinResultSchema>;
