import { z } from 'zod';
import { AVATAR_STYLES } from '../constants.ts';
import { MSG } from '../messages.ts';

/** One of the six styles; anything else is refused with the product's text. */
export const avatarStyleSchema = z.enum(AVATAR_STYLES, { error: MSG.avatarInvalidStyle });

/**
 * POST /api/generate-avatar answers one generated avatar (product "Avatar result": success,
 * avatarUrl, style, generatedAt). Failures use the error shape; its message is the error text.
 */
export const avatarResultSchema = z.object({
  /** Pass it to PUT /api/users/me/avatar to use this result. */
  id: z.string(),
  success: z.literal(true),
  /** The square image at full size (1024 px). */
  avatarUrl: z.string(),
  /** The same image at list size (256 px); this is what a player's `avatar` becomes. */
  thumbnailUrl: z.string(),
  style: avatarStyleSchema,
  /** `local` (built-in stylizer) or `openai`. */
  provider: z.string(),
  generatedAt: z.string(),
});
export type AvatarResult = z.infer<typeof avatarResultSchema>;

/** PUT /api/users/me/avatar: use one of the player's own generated results. */
export const useAvatarBodySchema = z.object({
  avatarId: z.string().min(1).max(64),
});
export type UseAvatarBody = z.infer<typeof useAvatarBodySchema>;

/** GET /api/avatars/:file — a content-hashed image name. */
export const avatarFileParamsSchema = z.object({ file: z.string().max(64) });
