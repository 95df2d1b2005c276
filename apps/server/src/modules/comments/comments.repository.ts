// Reads of comments: a thread's page (top-level comments with their replies, in one statement),
// the visible count other modules embed, the players a text mentions and the @mention picker's
// candidates. The admin's report queue is in comments.admin.ts.
import { and, asc, eq, gt, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { mentionedNames, type CommentSide } from '@boldcall/shared/rules/comments';
import type { CommentOrder, MentionCandidate } from '@boldcall/shared/schemas/comments';
import type { DbOrTx } from '../../db/client.ts';
import { splitPage, timeIdCursor } from '../../platform/paging/paging.cursor.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { comments, type StoredMention } from './comments.table.ts';
import { accountAlias, displayName, displayNameOf } from '../../platform/identity/identity.read.ts';

/** Visible comments (not deleted, not hidden) of a call, as a subquery another select embeds. */
export function commentCountOf(predictionId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${comments} where ${comments.predictionId} = ${predictionId} and ${comments.deletedAt} is null and ${comments.hiddenAt} is null)`;
}

export async function countVisibleComments(db: DbOrTx, predictionId: string): Promise<number> {
  const result = await db.execute(sql`select ${commentCountOf(sql`${predictionId}`)} as n`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/** One comment as stored, with its author's name and avatar. */
export interface CommentRow {
  id: string;
  predictionId: string;
  parentId: string | null;
  userId: string;
  username: string;
  avatar: string | null;
  body: string;
  side: CommentSide;
  stake: number;
  mentions: StoredMention[];
  createdAt: Date;
  activityAt: Date;
  editedAt: Date | null;
  deleted: boolean;
  hidden: boolean;
}

export interface ThreadRow extends CommentRow {
  replies: CommentRow[];
}

const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)`);

/** A comment row as JSON (alias `a` for the comment, `au` its author, `ap` their player row). */
const rowJson = sql`json_build_object(
  'id', a.id, 'predictionId', a.prediction_id, 'parentId', a.parent_id, 'userId', a.user_id,
  'username', ${displayName(accountAlias('au'))}, 'avatar', ap.avatar,
  'body', a.body, 'side', a.side, 'stake', a.stake, 'mentions', a.mentions,
  'createdAt', ${ms('a.created_at')}, 'activityAt', ${ms('a.activity_at')},
  'editedAt', ${ms('a.edited_at')}, 'deleted', a.deleted_at is not null,
  'hidden', a.hidden_at is not null)`;

interface JsonRow extends Omit<CommentRow, 'createdAt' | 'activityAt' | 'editedAt'> {
  createdAt: number;
  activityAt: number;
  editedAt: number | null;
}

function fromJson(j: JsonRow): CommentRow {
  return {
    ...j,
    stake: Number(j.stake),
    createdAt: new Date(Number(j.createdAt)),
    activityAt: new Date(Number(j.activityAt)),
    editedAt: j.editedAt === null ? null : new Date(Number(j.editedAt)),
  };
}

/**
 * A page of a thread in one statement: top-level comments in the chosen order (keyset on
 * (activity_at, id) newest first, or (created_at, id) oldest first), each with its replies
 * oldest first. Deleted replies are left out; a deleted top-level comment stays (as a
 * placeholder) only while it has replies. Hidden ones stay: the web shows a placeholder.
 */
export async function threadPage(
  db: DbOrTx,
  predictionId: string,
  query: { order: CommentOrder; cursor?: string; limit: number },
): Promise<{ rows: ThreadRow[]; nextCursor: string | null }> {
  const activity = query.order === 'activity';
  const after = query.cursor ? timeIdCursor.decode(query.cursor) : null;
  const keyset = after
    ? activity
      ? sql`and (a.activity_at, a.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
      : sql`and (a.created_at, a.id) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
    : sql``;
  const order = activity ? sql`a.activity_at desc, a.id desc` : sql`a.created_at asc, a.id asc`;
  const result = await db.execute(sql`
    select ${rowJson} as row,
           coalesce((
             select json_agg(r.row order by r.created_at, r.id) from (
               select ${rowJson} as row, a.created_at, a.id
                 from ${comments} a
                 join ${user} au on au.id = a.user_id
                 left join ${players} ap on ap.user_id = a.user_id
                where a.parent_id = top.id and a.deleted_at is null
             ) r), '[]'::json) as replies
      from ${comments} top
      join ${comments} a on a.id = top.id
      join ${user} au on au.id = a.user_id
      left join ${players} ap on ap.user_id = a.user_id
     where a.prediction_id = ${predictionId} and a.parent_id is null
       and (a.deleted_at is null or exists (
             select 1 from ${comments} live where live.parent_id = a.id and live.deleted_at is null))
       ${keyset}
     order by ${order}
     limit ${query.limit + 1}`);
  const raw = (result as unknown as { rows: Array<{ row: JsonRow; replies: JsonRow[] }> }).rows;
  const rows = raw.map((r) => ({ ...fromJson(r.row), replies: r.replies.map(fromJson) }));
  const { page, next } = splitPage(rows, query.limit);
  return {
    rows: page,
    nextCursor: next
      ? timeIdCursor.encode({ createdAt: activity ? next.activityAt : next.createdAt, id: next.id })
      : null,
  };
}

/** One comment (any state) with its author, or null. */
export async function findComment(db: DbOrTx, id: string): Promise<CommentRow | null> {
  const result = await db.execute(sql`
    select ${rowJson} as row from ${comments} a
      join ${user} au on au.id = a.user_id
      left join ${players} ap on ap.user_id = a.user_id
     where a.id = ${id}`);
  const row = (result as unknown as { rows: Array<{ row: JsonRow }> }).rows[0];
  return row ? fromJson(row.row) : null;
}

/**
 * Visible comments written on a call by others than `authorId` in [since, until), as a subquery
 * (the e-mail digest's "activity on your calls": notifications.digest.ts).
 */
export function commentsByOthersBetween(
  predictionId: SQLWrapper,
  authorId: SQLWrapper,
  since: SQLWrapper,
  until: SQLWrapper,
): SQL<number> {
  const c = comments;
  return sql<number>`(select count(*)::int from ${c} where ${c.predictionId} = ${predictionId}
    and ${c.userId} <> ${authorId} and ${c.createdAt} >= ${since} and ${c.createdAt} < ${until}
    and ${c.deletedAt} is null and ${c.hiddenAt} is null)`;
}

/** Players named in the text that exist (the first MAX_NOTIFIED_MENTIONS names looked at). */
export async function resolveMentions(db: DbOrTx, text: string): Promise<StoredMention[]> {
  const names = mentionedNames(text).map((n) => n.toLowerCase());
  if (names.length === 0) return [];
  const found = await db
    .select({ userId: user.id, username: user.username, display: user.displayUsername })
    .from(user)
    .where(inArray(user.username, names.slice(0, 20)));
  const byName = new Map(found.map((f) => [f.username ?? '', f] as const));
  return names.flatMap((name) => {
    const f = byName.get(name);
    return f
      ? [
          {
            userId: f.userId,
            username: displayNameOf({ displayUsername: f.display, username: f.username }, name),
          },
        ]
      : [];
  });
}

/** Players whose username starts with `q` (the @mention picker), the caller left out. */
export async function mentionCandidates(
  db: DbOrTx,
  q: string,
  meId: string | null,
): Promise<MentionCandidate[]> {
  const prefix = q.toLowerCase().replace(/[^a-z0-9_-]/g, '');
  const rows = await db
    .select({
      userId: user.id,
      username: displayName(user, null),
      avatar: players.avatar,
    })
    .from(user)
    .innerJoin(players, eq(players.userId, user.id))
    .where(
      and(
        sql`${user.username} like ${`${prefix}%`}`,
        meId ? sql`${user.id} <> ${meId}` : undefined,
        prefix ? undefined : gt(user.username, ''),
      ),
    )
    .orderBy(asc(user.username))
    .limit(8);
  return rows;
}
