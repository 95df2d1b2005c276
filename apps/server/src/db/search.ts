// Substring search (`LIKE '%q%'`), shared by the prediction feed and the admin's user search.
// Each searched expression has a trigram GIN index (pg_trgm, migration 0005), so a search
// reads the matching rows instead of every row, on the embedded and an external PostgreSQL alike.
import { sql } from 'drizzle-orm';
import { user } from '../modules/auth/auth.table.ts';

/** `%q%` for LIKE, lower-cased, with the user's own %, _ and \ taken literally. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The name a player is searched by; the same expression as the `user_search_name_trgm_idx`. */
export const userSearchName = sql`lower(coalesce(${user.displayUsername}, ${user.username}, ''))`;

/** The e-mail as searched; the same expression as the `user_search_email_trgm_idx`. */
export const userSearchEmail = sql`lower(${user.email})`;
