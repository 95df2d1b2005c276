// Following players and watching calls (docs/rules/follows.md).
import { z } from 'zod';
import { dataEnvelope } from './api.ts';

export const FOLLOW_MSG = {
  self: 'You cannot follow yourself',
  /** GET /api/predictions?following=true without a session. */
  feedSignIn: 'Sign in to see calls by players you follow',
} as const;

/** POST / DELETE /api/users/{id}/follow: the caller's relation now, and the player's followers. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followers: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;
export const followStateEnvelope = dataEnvelope(followStateSchema);

/** GET / POST / DELETE /api/predictions/{id}/watch. */
export const watchStateSchema = z.object({ watching: z.boolean() });
export type WatchState = z.infer<typeof watchStateSchema>;
export const watchStateEnvelope = dataEnvelope(watchStateSchema);
