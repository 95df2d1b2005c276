// One cursor codec for every keyset-paginated list (docs/api.md): a cursor is opaque to clients,
// base64url of a JSON array holding the sort key of the page's last row. Each list declares that
// key as a Zod tuple; a cursor that does not decode to it is a 400 INVALID_CURSOR.
import { z } from 'zod';
import { MSG } from '@boldcall/shared/messages';
import { badRequest } from '../errors/app-error.ts';

export interface CursorCodec<Key> {
  encode(key: Key): string;
  decode(cursor: string): Key;
}

/**
 * A codec for one list: `parts` validates the decoded array, `toParts`/`fromParts` map the key
 * to and from it (numbers survive JSON exactly, doubles included).
 */
export function cursorCodec<Parts extends readonly unknown[], Key>(
  parts: z.ZodType<Parts>,
  toParts: (key: Key) => Parts,
  fromParts: (parts: Parts) => Key,
): CursorCodec<Key> {
  return {
    encode: (key) => Buffer.from(JSON.stringify(toParts(key)), 'utf8').toString('base64url'),
    decode(cursor) {
      let raw: unknown;
      try {
        raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw badRequest(MSG.invalidCursor, 'INVALID_CURSOR');
      }
      const parsed = parts.safeParse(raw);
      if (!parsed.success) throw badRequest(MSG.invalidCursor, 'INVALID_CURSOR');
      return fromParts(parsed.data);
    },
  };
}

/** Pieces the lists' keys are made of. */
export const cursorPart = {
  /** A row id (UUIDs, Better Auth ids): word characters and dashes. */
  id: z.string().regex(/^[\w-]{1,100}$/),
  /** A text sort key (a username, an e-mail address); PostgreSQL text holds no NUL. */
  text: z
    .string()
    .max(400)
    .regex(/^[^\0]*$/),
  /** A timestamp as an ISO string (millisecond precision). */
  isoTime: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
  /** A timestamp in epoch milliseconds (a Date holds ±8.64e15). */
  epochMs: z
    .number()
    .int()
    .refine((n) => Math.abs(n) <= 8.64e15),
  /** A timestamp as PostgreSQL prints it (microsecond precision kept). */
  pgTime: z.string().regex(/^\d{4}-\d\d-\d\d[ T][\d:.+-]+$/),
  safeInt: z.number().int().refine(Number.isSafeInteger),
  /** A PostgreSQL `integer` column's value. */
  int32: z
    .number()
    .int()
    .min(-(2 ** 31))
    .max(2 ** 31 - 1),
  flag: z.union([z.literal(0), z.literal(1)]),
};

/**
 * The common key: a timestamp (epoch ms) and the row id — predictions (created_at, or expires_at
 * for the expiry order), notifications, the audit log and the live-update stream.
 */
export const timeIdCursor = cursorCodec(
  z.tuple([cursorPart.epochMs, cursorPart.id]),
  (row: { createdAt: Date; id: string }) => [row.createdAt.getTime(), row.id] as const,
  ([ms, id]) => ({ createdAt: new Date(ms), id }),
);

/**
 * A keyset query fetches `limit + 1` rows: the page is the first `limit`, and `next` (the row the
 * next cursor is made from) is its last row when there are more, else null.
 */
export function splitPage<T>(rows: T[], limit: number): { page: T[]; next: T | null } {
  if (rows.length <= limit) return { page: rows, next: null };
  const page = rows.slice(0, limit);
  return { page, next: page[page.length - 1] ?? null };
}
