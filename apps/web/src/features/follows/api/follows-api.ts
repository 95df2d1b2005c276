// Calls of the follows API (docs/rules/follows.md), validated with the shared schemas.
import {
  followStateSchema,
  watchStateSchema,
  type FollowState,
  type WatchState,
} from '@boldcall/shared/schemas/follows';
import { api } from '@/lib/api-client';

/** POST (follow) or DELETE (unfollow) /api/users/:id/follow. */
export function setFollow(userId: string, follow: boolean): Promise<FollowState> {
  const path = `/users/${encodeURIComponent(userId)}/follow`;
  return follow
    ? api.post(path, undefined, { schema: followStateSchema })
    : api.delete(path, undefined, { schema: followStateSchema });
}

/** GET /api/predictions/:id/watch — whether the caller watches the call. */
export function fetchWatch(predictionId: string, signal?: AbortSignal): Promise<WatchState> {
  return api.get(`/predictions/${encodeURIComponent(predictionId)}/watch`, {
    signal,
    schema: watchStateSchema,
  });
}

/** POST (watch) or DELETE (stop watching) /api/predictions/:id/watch. */
export function setWatch(predictionId: string, watch: boolean): Promise<WatchState> {
  const path = `/predictions/${encodeURIComponent(predictionId)}/watch`;
  return watch
    ? api.post(path, undefined, { schema: watchStateSchema })
    : api.delete(path, undefined, { schema: watchStateSchema });
}
