import { z } from 'zod';

/**
 * A player's badges by name. The server sends the names of rules/badges.ts (BADGES); a client
 * accepts any name so that one added later shows raw instead of failing the answer.
 */
export const badgeNamesSchema = z.array(z.string());
