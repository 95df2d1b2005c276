import { z } from 'zod';

/** Every success answer is `{ data }` (docs/api.md). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Lists add `nextCursor`: pass it as `cursor` for the next page; null on the last page. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() });

/**
 * A keyset page's query fields: `cursor` from the previous page's `nextCursor`, and `limit`
 * (1 … `max`, `default` when omitted).
 */
export const pageQueryFields = (
  limit: { max: number; default: number } = { max: 100, default: 50 },
  cursorMaxLength = 300,
) => ({
  cursor: z.string().min(1).max(cursorMaxLength).optional(),
  limit: z.coerce.number().int().min(1).max(limit.max).default(limit.default),
});

/** A player named on something (a comment's author, a league's member): id, name and picture. */
export const playerFields = {
  userId: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
};

/** A text that must be given: missing, not a string or blank after trimming all read `message`. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** Fastify's error shape; `message` is the catalogue's human text. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiError = z.infer<typeof errorSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  version: z.string(),
  /** The scheduled-jobs runner: catching up, running the jobs, another instance does, or none. */
  jobs: z.enum(['starting', 'leader', 'standby', 'stopped', 'off']),
  /**
   * The read replica (DATABASE_READ_URL): off (none), up (hot public reads go to it), behind
   * (further behind than DATABASE_READ_MAX_LAG_SECONDS) or down; both skipped, never fatal.
   */
  replica: z.object({
    state: z.enum(['off', 'up', 'behind', 'down']),
    lagMs: z.number().nullable(),
    lagBytes: z.number().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
