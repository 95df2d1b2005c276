import { z } from 'zod';

/** The signed-in player as the web app sees it (product-spec §3 "User"). */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  points: z.number().int(),
  isPro: z.boolean(),
  proUpgradedAt: z.string().nullable(),
  isAdmin: z.boolean(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  /** An admin asked for a new password: the app forces Set New Password. */
  mustChangePassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
