// Substring search (`LIKE '%q%'`), shared by the prediction feed and the admin's user search (the
// searched name and e-mail expressions are in platform/identity/identity.read.ts).
// Each searched expression has a trigram GIN index (pg_trgm, migration 0005), so a search
// reads the matching rows instead of every row, on the embedded and an external PostgreSQL alike.

/** `%q%` for LIKE, lower-cased, with the user's own %, _ and \ taken literally. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
