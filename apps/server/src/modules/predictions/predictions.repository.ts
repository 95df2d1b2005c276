// Reads of predictions: the filtered, keyset-paginated list and the hydration of rows into the
// API shape (author, joiners, the caller's own votes and stakes). Writes live in the service.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Category, PredictionStatus } from '@boldcall/shared/constants';
import { editGate, type Position, type VoteType } from '@boldcall/shared/rules/predictions';
import type { Sport } from '@boldcall/shared/rules/sports';
import {
  NO_RELATION,
  VISITOR_VIEW,
  type JoinEntry,
  type Prediction,
} from '@boldcall/shared/schemas/predictions';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedFor, preparedPerConnection } from '../../db/prepared.ts';
import { likePattern } from '../../db/search.ts';
import {
  accountAlias,
  displayName,
  userSearchName,
} from '../../platform/identity/identity.read.ts';
import { splitPage, timeIdCursor } from '../../platform/paging/paging.cursor.ts';
import { rowsOf, windowsTable, type UserWindow } from '../../db/user-windows.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { commentCountOf, commentsByOthersBetween } from '../comments/comments.repository.ts';
import { byFollowee } from '../follows/follows.repository.ts';
import type {
  CallActivity,
  NewCall,
  SettledPosition,
} from '../notifications/notifications.digest.ts';
import {
  perPlayerTables,
  predictionBetsAgainst,
  predictionJoins,
  predictionJumps,
  predictionVotes,
  predictions,
} from './predictions.table.ts';

export type PredictionRecord = typeof predictions.$inferSelect;
export type PredictionRow = PredictionRecord & {
  username: string;
  commentCount: number;
  isPro: boolean;
  avatar: string | null;
};

const rowColumns = {
  ...getTableColumns(predictions),
  username: displayName(),
  isPro: sql<boolean>`coalesce(${players.isPro}, false)`,
  avatar: players.avatar,
  // Visible comments, counted by the comments module's subquery (decision 021).
  commentCount: commentCountOf(predictions.id),
};

/** Lower-cased text and category: what `q` is matched against (plus the author's username). */
export function buildSearchText(text: string, category: string): string {
  return `${text} ${category}`.toLowerCase();
}

export interface ListFilters {
  status?: PredictionStatus | 'all';
  category?: Category | 'all';
  sport?: Sport | 'all';
  q?: string;
  userId?: string;
  /** Only calls by players this player follows (docs/rules/follows.md). */
  followedBy?: string;
  sort?: 'newest' | 'expiry';
  cursor?: string;
  limit: number;
}

/**
 * Newest first (or soonest expiry first with `sort: expiry`, the admin queue: no index of its
 * own, a sort of the PENDING rows). Each filter narrows an index walk in (created_at, id) order that stops after
 * `limit + 1` matching rows, so the first page costs about `limit` rows plus whatever the
 * filters skip. Search is a LIKE over the stored lower-case `search_text` (no lower() per row)
 * or an author whose username matches (the user table is looked up once, as a hashed subplan);
 * how a search stays about as fast at any table size is in selectListRows. The page is already in the API shape for `viewerId`:
 * joiners and the viewer's own vote and stakes come from per-row subqueries of the same statement
 * (one round trip instead of two to five; each subquery is a primary-key or prediction-id index probe).
 */
export async function listPredictionsForViewer(
  db: DbOrTx,
  filters: ListFilters,
  viewerId: string | null,
): Promise<{ data: Prediction[]; nextCursor: string | null }> {
  const rows = await selectListRows(db, filters, viewerId);
  const { rows: page, nextCursor } = pageOf(rows, filters);
  return { data: page.map((row) => fromViewerRow(row, viewerId)), nextCursor };
}

/** One prediction in the API shape for `viewerId`, in one statement (see listPredictionsForViewer). */
export async function findPredictionForViewer(
  db: DbOrTx,
  id: string,
  viewerId: string | null,
): Promise<Prediction | null> {
  const [row] =
    viewerId === null
      ? await forVisitor(db).execute({ id })
      : await forViewer(db).execute({ id, viewerId });
  return row ? fromViewerRow(row, viewerId) : null;
}

// Named (decision 025) and built once per connection (decision 043): every stake write answers
// with it, and its plan and its building are the costly parts.
const viewedBy = (db: DbOrTx, viewerId: Placeholder | null, name: string) =>
  db
    .select(viewerColumns(viewerId))
    .from(predictions)
    .innerJoin(user, eq(user.id, predictions.userId))
    .leftJoin(players, eq(players.userId, predictions.userId))
    .where(and(eq(predictions.id, sql.placeholder('id')), isNull(predictions.deletedAt)))
    .limit(1)
    .prepare(name);
const forVisitor = preparedPerConnection((db) => viewedBy(db, null, 'prediction_for_visitor'));
const forViewer = preparedPerConnection((db) =>
  viewedBy(db, sql.placeholder('viewerId'), 'prediction_for_viewer'),
);

type JoinJson = {
  userId: string;
  username: string;
  pointsWagered: number;
  confidence: number | null;
  joinedAtMs: number;
};

/** The columns of a prediction as `viewerId` sees it (a placeholder in a prepared read). */
function viewerColumns(viewerId: string | Placeholder | null) {
  const j = predictionJoins;
  return {
    ...rowColumns,
    // Milliseconds floored, as the driver turns a timestamptz into a Date.
    joinedByJson: sql<JoinJson[]>`coalesce((
      select json_agg(json_build_object(
               'userId', ${j.userId},
               'username', ${displayName(accountAlias('ju'))},
               'pointsWagered', ${j.pointsWagered},
               'confidence', ${j.confidence},
               'joinedAtMs', floor(extract(epoch from ${j.joinedAt}) * 1000)
             ) order by ${j.joinedAt}, ${j.userId})
        from ${j} join ${user} ju on ju.id = ${j.userId}
       where ${j.predictionId} = ${predictions.id}), '[]'::json)`,
    viewerVote:
      viewerId === null
        ? sql<VoteType | null>`null::text`
        : sql<VoteType | null>`(select ${predictionVotes.voteType} from ${predictionVotes}
            where ${predictionVotes.predictionId} = ${predictions.id} and ${predictionVotes.userId} = ${viewerId})`,
    viewerJumped:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${predictionJumps}
            where ${predictionJumps.predictionId} = ${predictions.id} and ${predictionJumps.userId} = ${viewerId})`,
    viewerBetAgainst:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${predictionBetsAgainst}
            where ${predictionBetsAgainst.predictionId} = ${predictions.id} and ${predictionBetsAgainst.userId} = ${viewerId})`,
    // The confidence of the viewer's stake (one position at most: docs/rules/game.md "Positions").
    viewerConfidence:
      viewerId === null
        ? sql<number | null>`null::int`
        : sql<number | null>`coalesce(${sql.join(
            [predictionJoins, predictionJumps, predictionBetsAgainst].map(
              (t) => sql`(select ${t.confidence} from ${t}
            where ${t.predictionId} = ${predictions.id} and ${t.userId} = ${viewerId})`,
            ),
            sql`, `,
          )})`,
  };
}

function fromViewerRow(
  row: PredictionRow & {
    joinedByJson: JoinJson[];
    viewerVote: VoteType | null;
    viewerJumped: boolean;
    viewerBetAgainst: boolean;
    viewerConfidence: number | null;
  },
  viewerId: string | null,
): Prediction {
  return toPrediction(row, viewerId, {
    joinedBy: row.joinedByJson.map((j) => ({
      userId: j.userId,
      username: j.username,
      pointsWagered: Number(j.pointsWagered),
      confidence: j.confidence === null ? null : Number(j.confidence),
      joinedAt: new Date(Number(j.joinedAtMs)).toISOString(),
    })),
    myVote: row.viewerVote,
    hasJumped: row.viewerJumped,
    hasBetAgainst: row.viewerBetAgainst,
    myConfidence: row.viewerConfidence === null ? null : Number(row.viewerConfidence),
  });
}

/** Newest first; the admin queue (`sort: expiry`) soonest expiry first. */
function listOrder(filters: ListFilters): SQL[] {
  return filters.sort === 'expiry'
    ? [asc(predictions.expiresAt), asc(predictions.id)]
    : [desc(predictions.createdAt), desc(predictions.id)];
}

/** The page and the keyset cursor of its last row, in the list's order. */
function pageOf<R extends { createdAt: Date; expiresAt: Date; id: string }>(
  rows: R[],
  filters: ListFilters,
) {
  const { page, next: last } = splitPage(rows, filters.limit);
  const key =
    last && (filters.sort === 'expiry' ? { createdAt: last.expiresAt, id: last.id } : last);
  return { rows: page, nextCursor: key ? timeIdCursor.encode(key) : null };
}

/**
 * How many rows of the filters' own newest-first walk a search reads before it asks the trigram
 * index instead, per row of the page (decision 023): a word in at least 1 row of 40 fills its
 * page from the walk, so a common word costs about the same at any table size.
 */
const SEARCH_PROBE_ROWS_PER_ROW = 40;

/**
 * The list's rows (`limit + 1` at most). A search first reads the newest rows that
 * pass the other filters (a bounded walk of their index) and keeps those the search matches: when
 * that fills the page it is the page, since every later match comes after them in the order. Only
 * a word too rare to fill it there is asked of the whole table, where the trigram index (with
 * status and category in it) finds its few rows. Same rows and order either way.
 */
async function selectListRows(db: DbOrTx, filters: ListFilters, viewerId: string | null) {
  const { filter, search, byAuthor } = await listWhere(db, filters);
  const page = () =>
    db
      .select(viewerColumns(viewerId))
      .from(predictions)
      .innerJoin(user, eq(user.id, predictions.userId))
      .leftJoin(players, eq(players.userId, predictions.userId));
  if (!search) {
    return page()
      .where(and(...filter))
      .orderBy(...listOrder(filters))
      .limit(filters.limit + 1);
  }
  if (filters.sort !== 'expiry') {
    // The walk keeps its order and says per row whether the search matches; only the matching
    // rows are read again, up to the page's end.
    const walk = db
      .select({
        id: predictions.id,
        createdAt: predictions.createdAt,
        hit: sql`${search}`.as('hit'),
      })
      .from(predictions)
      .where(and(...filter))
      .orderBy(...listOrder(filters))
      .limit(SEARCH_PROBE_ROWS_PER_ROW * (filters.limit + 1))
      .as('walk');
    const rows = await page()
      .innerJoin(walk, and(eq(walk.id, predictions.id), sql`${walk.hit}`))
      .orderBy(desc(walk.createdAt), desc(walk.id))
      .limit(filters.limit + 1);
    if (rows.length > filters.limit) return rows;
  }
  // The text alone: the same order through an expression no b-tree gives, so the planner reads
  // the few matches from the trigram index (with status and category) and sorts them, instead of
  // walking the filters' index past every row again (a rare word would read all of them).
  const order =
    filters.sort !== 'expiry' && !byAuthor
      ? [desc(sql`${predictions.createdAt} + interval '0 s'`), desc(predictions.id)]
      : listOrder(filters);
  return page()
    .where(and(...filter, search))
    .orderBy(...order)
    .limit(filters.limit + 1);
}

async function listWhere(
  db: DbOrTx,
  filters: ListFilters,
): Promise<{ filter: SQL[]; search: SQL | null; byAuthor: boolean }> {
  const where: SQL[] = [isNull(predictions.deletedAt)];
  if (filters.status && filters.status !== 'all')
    where.push(eq(predictions.status, filters.status));
  else where.push(ne(predictions.status, 'MERGED'));
  if (filters.category && filters.category !== 'all') {
    where.push(eq(predictions.category, filters.category));
  }
  if (filters.sport && filters.sport !== 'all') {
    where.push(sql`${predictions.sports} @> array[${filters.sport}]::text[]`);
  }
  if (filters.userId) where.push(eq(predictions.userId, filters.userId));
  if (filters.followedBy) where.push(byFollowee(filters.followedBy, predictions.userId));
  let search: SQL | null = null;
  let byAuthor = false;
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const nameMatches = sql`${userSearchName} like ${pattern}`;
    // Probing every row against the matching authors costs as much as the LIKE itself, so it is
    // only added when some username matches at all (rarely: most searches are about the text).
    const [author] = await db.select({ id: user.id }).from(user).where(nameMatches).limit(1);
    byAuthor = author !== undefined;
    search = author
      ? sql`(${predictions.searchText} like ${pattern} or ${predictions.userId} in (select ${user.id} from ${user} where ${nameMatches}))`
      : sql`${predictions.searchText} like ${pattern}`;
  }
  const byExpiry = filters.sort === 'expiry';
  if (filters.cursor) {
    const after = timeIdCursor.decode(filters.cursor);
    const at = after.createdAt.toISOString();
    where.push(
      byExpiry
        ? sql`(${predictions.expiresAt}, ${predictions.id}) > (${at}::timestamptz, ${after.id})`
        : sql`(${predictions.createdAt}, ${predictions.id}) < (${at}::timestamptz, ${after.id})`,
    );
  }
  return { filter: where, search, byAuthor };
}

/** Rows by id (deleted ones left out), in no particular order. */
export async function findPredictionRows(
  db: DbOrTx,
  ids: readonly string[],
): Promise<PredictionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(rowColumns)
    .from(predictions)
    .innerJoin(user, eq(user.id, predictions.userId))
    .leftJoin(players, eq(players.userId, predictions.userId))
    .where(and(inArray(predictions.id, [...ids]), isNull(predictions.deletedAt)));
}

/** Turns rows into the API shape: one query for joiners, three for the caller's relations. */
export async function hydratePredictions(
  db: DbOrTx,
  rows: PredictionRow[],
  viewerId: string | null,
): Promise<Prediction[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Which of these predictions the caller jumped on or bet against (one row shape).
  const viewerStakes = (table: typeof predictionJumps | typeof predictionBetsAgainst) =>
    viewerId
      ? db
          .select({ predictionId: table.predictionId, confidence: table.confidence })
          .from(table)
          .where(and(eq(table.userId, viewerId), inArray(table.predictionId, ids)))
      : [];
  const [joins, votes, jumps, bets] = await Promise.all([
    db
      .select({
        predictionId: predictionJoins.predictionId,
        userId: predictionJoins.userId,
        username: displayName(),
        pointsWagered: predictionJoins.pointsWagered,
        confidence: predictionJoins.confidence,
        joinedAt: predictionJoins.joinedAt,
      })
      .from(predictionJoins)
      .innerJoin(user, eq(user.id, predictionJoins.userId))
      .where(inArray(predictionJoins.predictionId, ids))
      .orderBy(predictionJoins.joinedAt, predictionJoins.userId),
    viewerId
      ? db
          .select({
            predictionId: predictionVotes.predictionId,
            voteType: predictionVotes.voteType,
          })
          .from(predictionVotes)
          .where(
            and(eq(predictionVotes.userId, viewerId), inArray(predictionVotes.predictionId, ids)),
          )
      : [],
    viewerStakes(predictionJumps),
    viewerStakes(predictionBetsAgainst),
  ]);

  const joinsBy = new Map<string, JoinEntry[]>();
  for (const j of joins) {
    const list = joinsBy.get(j.predictionId) ?? [];
    list.push({
      userId: j.userId,
      username: j.username,
      pointsWagered: j.pointsWagered,
      confidence: j.confidence,
      joinedAt: j.joinedAt.toISOString(),
    });
    joinsBy.set(j.predictionId, list);
  }
  const voteBy = new Map(votes.map((v) => [v.predictionId, v.voteType]));
  const jumped = new Set(jumps.map((j) => j.predictionId));
  const betAgainst = new Set(bets.map((b) => b.predictionId));
  const stakeConfidence = new Map(
    [...jumps, ...bets].map((x) => [x.predictionId, x.confidence] as const),
  );

  return rows.map((row) =>
    toPrediction(row, viewerId, {
      joinedBy: joinsBy.get(row.id) ?? [],
      myVote: voteBy.get(row.id) ?? null,
      hasJumped: jumped.has(row.id),
      hasBetAgainst: betAgainst.has(row.id),
      myConfidence:
        joinsBy.get(row.id)?.find((j) => j.userId === viewerId)?.confidence ??
        stakeConfidence.get(row.id) ??
        null,
    }),
  );
}

/** What a signed-in viewer has on a prediction: their rows in the four per-player tables. */
export interface ViewerRelation {
  hasJoined: boolean;
  myVote: VoteType | null;
  hasJumped: boolean;
  hasBetAgainst: boolean;
  /** The confidence of their stake (join, jump or bet against), null when none. */
  myConfidence: number | null;
}

/** The prediction as `viewerId` sees it: their relations, whether it is theirs, may they edit. */
export function asSeenBy(
  p: Prediction,
  viewerId: string | null,
  relation: ViewerRelation = NO_RELATION,
): Prediction {
  const isCreator = viewerId !== null && viewerId === p.userId;
  const { myVote } = relation;
  return {
    ...p,
    votes: { ...p.votes, userVote: myVote },
    isCreator,
    hasJoined: relation.hasJoined,
    hasJumped: relation.hasJumped,
    hasBetAgainst: relation.hasBetAgainst,
    myVote,
    // The creator's confidence is the prediction's own.
    myConfidence: isCreator ? p.confidence : relation.myConfidence,
    canEdit:
      isCreator &&
      editGate({ ...p, votesUp: p.votes.up, votesDown: p.votes.down }, { userId: viewerId }) ===
        null,
  };
}

/**
 * The viewer's rows in the four per-player tables for a page's ids, as one prepared statement (a
 * primary-key probe per table and id; built once per handle, see db/prepared.ts).
 */
const viewerRelationRows = preparedFor((db) => {
  const probe = (kind: keyof typeof perPlayerTables) => {
    const table = perPlayerTables[kind];
    return db
      .select({
        kind: sql<string>`${kind}::text`.as('kind'),
        id: table.predictionId,
        vote: (table === predictionVotes
          ? sql<string | null>`${predictionVotes.voteType}`
          : sql<string | null>`null::text`
        ).as('vote'),
        confidence: (table === predictionVotes
          ? sql<number | null>`null::int`
          : sql<
              number | null
            >`${table === predictionJoins ? predictionJoins.confidence : table === predictionJumps ? predictionJumps.confidence : predictionBetsAgainst.confidence}`
        ).as('confidence'),
      })
      .from(table)
      .where(
        and(
          eq(table.userId, sql.placeholder('viewerId')),
          sql`${table.predictionId} = any(${sql.placeholder('ids')}::text[])`,
        ),
      );
  };
  return probe('join')
    .unionAll(probe('vote'))
    .unionAll(probe('jump'))
    .unionAll(probe('bet'))
    .prepare('viewer_relations');
});

/**
 * The viewer's relations to these predictions in one statement: lays a player's own view over
 * the visitors' page of the read cache.
 */
export async function viewerRelations(
  db: Database,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, ViewerRelation>> {
  const byId = new Map<string, ViewerRelation>();
  if (ids.length === 0) return byId;
  for (const row of await viewerRelationRows(db).execute({ viewerId, ids: [...ids] })) {
    const relation: ViewerRelation = byId.get(row.id) ?? { ...NO_RELATION };
    if (row.kind === 'join') relation.hasJoined = true;
    else if (row.kind === 'jump') relation.hasJumped = true;
    else if (row.kind === 'bet') relation.hasBetAgainst = true;
    else relation.myVote = row.vote as VoteType;
    if (row.kind !== 'vote' && row.confidence !== null)
      relation.myConfidence = Number(row.confidence);
    byId.set(row.id, relation);
  }
  return byId;
}

function toPrediction(
  row: PredictionRow,
  viewerId: string | null,
  relations: {
    joinedBy: JoinEntry[];
    myVote: VoteType | null;
    hasJumped: boolean;
    hasBetAgainst: boolean;
    myConfidence: number | null;
  },
): Prediction {
  const { joinedBy, myVote } = relations;
  const asVisitor: Prediction = {
    id: row.id,
    predictionId: row.id,
    userId: row.userId,
    username: row.username,
    isPro: row.isPro,
    avatar: row.avatar ?? null,
    text: row.text,
    category: row.category,
    sports: row.sports,
    expiresAt: row.expiresAt.toISOString(),
    pointsWagered: row.pointsWagered,
    confidence: row.confidence,
    status: row.status,
    isCustom: row.isCustom,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    adminNote: row.adminNote,
    moderationStatus: row.moderationStatus,
    adminComment: row.adminComment,
    userResponse: row.userResponse,
    userResponseAt: row.userResponseAt?.toISOString() ?? null,
    flaggedAt: row.flaggedAt?.toISOString() ?? null,
    mergedIntoId: row.mergedIntoId,
    joinedBy,
    joinedCount: row.joinedCount,
    totalJoinedPoints: row.totalJoinedPoints,
    totalPoints: row.pointsWagered + row.totalJoinedPoints,
    votes: { up: row.votesUp, down: row.votesDown, userVote: null },
    jumpedOnCount: row.jumpedOnCount,
    betAgainstCount: row.betAgainstCount,
    commentCount: Number(row.commentCount),
    ...VISITOR_VIEW,
    // The first receipt is sealed with the call, at its creation time.
    seal: row.sealHash ? { hash: row.sealHash, sealedAt: row.createdAt.toISOString() } : null,
  };
  return viewerId === null
    ? asVisitor
    : asSeenBy(asVisitor, viewerId, {
        hasJoined: joinedBy.some((j) => j.userId === viewerId),
        myVote,
        hasJumped: relations.hasJumped,
        hasBetAgainst: relations.hasBetAgainst,
        myConfidence: relations.myConfidence,
      });
}

// ---------------------------------------------------------------------------------------------
// Reads other modules make of predictions (docs/decisions/021-database-code-and-table-ownership.md)

export interface RecentRow {
  id: string;
  userId: string;
  text: string;
  category: Category;
  status: PredictionStatus;
  createdAt: string;
}

/** Each player's last `limit` live predictions, newest first: one short index walk per player. */
export async function recentPredictions(
  db: DbOrTx,
  userIds: readonly string[],
  limit: number,
): Promise<Map<string, RecentRow[]>> {
  const byUser = new Map<string, RecentRow[]>();
  if (userIds.length === 0) return byUser;
  const p = predictions;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.id, r.user_id as "userId", r.text, r.category, r.status,
           to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from unnest(array[${ids}]::text[]) as u(id)
      cross join lateral (
        select ${p.id} as id, ${p.userId} as user_id, ${p.text} as text, ${p.category} as category,
               ${p.status} as status, ${p.createdAt} as created_at
          from ${p}
         where ${p.userId} = u.id and ${p.status} <> 'MERGED' and ${p.deletedAt} is null
         order by ${p.createdAt} desc, ${p.id} desc
         limit ${limit}
      ) r`);
  for (const row of (result as unknown as { rows: RecentRow[] }).rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push(row);
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The admin dashboard's counts of live (not deleted) predictions. */
export async function countPredictionsByState(db: DbOrTx) {
  const p = predictions;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${p.status} = 'PENDING')::int`,
      flagged: sql<number>`count(*) filter (where ${p.status} = 'PENDING' and ${p.moderationStatus} in ('flagged', 'denied'))::int`,
      awaitingReview: sql<number>`count(*) filter (where ${p.moderationStatus} = 'flagged' and ${p.userResponse} is not null)::int`,
    })
    .from(p)
    .where(isNull(p.deletedAt));
  return row ?? { total: 0, pending: 0, flagged: 0, awaitingReview: 0 };
}

/** The creator's and joiners' stakes of a prediction, with the time each was counted. */
export async function predictionStakes(db: DbOrTx, predictionId: string) {
  const [row] = await db
    .select({
      userId: predictions.userId,
      category: predictions.category,
      at: predictions.createdAt,
    })
    .from(predictions)
    .where(eq(predictions.id, predictionId));
  if (!row) return null;
  const joins = await db
    .select({ userId: predictionJoins.userId, at: predictionJoins.joinedAt })
    .from(predictionJoins)
    .where(eq(predictionJoins.predictionId, predictionId));
  return { category: row.category, stakes: [{ userId: row.userId, at: row.at }, ...joins] };
}

/**
 * Per UTC day, how many of a player's created and joined predictions resolved CORRECT and
 * INCORRECT (one row per day and side; the caller adds them up).
 */
export async function decidedPerDay(db: DbOrTx, userId: string) {
  const p = predictions;
  const decided = inArray(p.status, ['CORRECT', 'INCORRECT']);
  const day = sql<string>`to_char(${p.resolvedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const columns = {
    day,
    correct: sql<number>`count(*) filter (where ${p.status} = 'CORRECT')::int`,
    incorrect: sql<number>`count(*) filter (where ${p.status} = 'INCORRECT')::int`,
  };
  const [created, joined] = await Promise.all([
    db
      .select(columns)
      .from(p)
      .where(and(eq(p.userId, userId), decided))
      .groupBy(day),
    db
      .select(columns)
      .from(predictionJoins)
      .innerJoin(p, eq(p.id, predictionJoins.predictionId))
      .where(and(eq(predictionJoins.userId, userId), decided))
      .groupBy(day),
  ]);
  return [...created, ...joined];
}

/** A prediction's text by id, as a subquery another module's select can embed (null if none). */
export function predictionTextOf(id: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${predictions.text} from ${predictions} where ${predictions.id} = ${id})`;
}

/** What the comments module needs of a call, deleted ones included (their threads stay readable). */
export async function callForComments(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: predictions.id,
      userId: predictions.userId,
      text: predictions.text,
      status: predictions.status,
      resolvedAt: predictions.resolvedAt,
      deleted: sql<boolean>`${predictions.deletedAt} is not null`,
    })
    .from(predictions)
    .where(eq(predictions.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The position a player holds on a call and the points they have at stake on it (one position per
 * player and call: decision 012), or null; one statement.
 */
export async function positionOn(
  db: DbOrTx,
  predictionId: string,
  userId: string,
): Promise<{ position: Position; stake: number } | null> {
  const p = predictions;
  const result = await db.execute(sql`
    select 'creator'::text as position, ${p.pointsWagered} as stake from ${p}
     where ${p.id} = ${predictionId} and ${p.userId} = ${userId}
    union all
    select 'join', ${predictionJoins.pointsWagered} from ${predictionJoins}
     where ${predictionJoins.predictionId} = ${predictionId} and ${predictionJoins.userId} = ${userId}
    union all
    select 'jump', ${predictionJumps.wager} from ${predictionJumps}
     where ${predictionJumps.predictionId} = ${predictionId} and ${predictionJumps.userId} = ${userId}
    union all
    select 'bet', ${predictionBetsAgainst.wager} from ${predictionBetsAgainst}
     where ${predictionBetsAgainst.predictionId} = ${predictionId} and ${predictionBetsAgainst.userId} = ${userId}
    limit 1`);
  const row = (result as unknown as { rows: Array<{ position: Position; stake: number }> }).rows[0];
  return row ? { position: row.position, stake: Number(row.stake) } : null;
}

/** Everyone with a position on a call: its creator, joiners, jumpers and bettors against. */
export async function positionHolders(db: DbOrTx, predictionId: string): Promise<string[]> {
  const p = predictions;
  const result = await db.execute(sql`
    select ${p.userId} as id from ${p} where ${p.id} = ${predictionId}
    union select ${predictionJoins.userId} from ${predictionJoins} where ${predictionJoins.predictionId} = ${predictionId}
    union select ${predictionJumps.userId} from ${predictionJumps} where ${predictionJumps.predictionId} = ${predictionId}
    union select ${predictionBetsAgainst.userId} from ${predictionBetsAgainst} where ${predictionBetsAgainst.predictionId} = ${predictionId}`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Reminders and the e-mail digest (modules/reminders, notifications.digest.ts;
// docs/rules/reminders.md)

export interface ExpiringCall {
  id: string;
  userId: string;
  text: string;
  expiresAt: Date;
}

/**
 * Open calls (PENDING, not deleted) whose expiry falls in (from, to], soonest first. The scan is
 * of PENDING calls (the status index); there is no index on the expiry itself.
 */
export async function callsExpiringBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<ExpiringCall[]> {
  const p = predictions;
  return db
    .select({ id: p.id, userId: p.userId, text: p.text, expiresAt: p.expiresAt })
    .from(p)
    .where(
      and(
        eq(p.status, 'PENDING'),
        isNull(p.deletedAt),
        sql`${p.expiresAt} > ${from.toISOString()}::timestamptz`,
        sql`${p.expiresAt} <= ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(p.expiresAt), asc(p.id));
}

/** Open calls past their expiry: what waits in the admin's resolution queue. */
export async function countCallsAwaitingResolution(db: DbOrTx, now: Date): Promise<number> {
  const p = predictions;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(
      and(
        eq(p.status, 'PENDING'),
        isNull(p.deletedAt),
        sql`${p.expiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The calls each player had a position on (made, joined, jumped on, bet against) that were
 * resolved within their window, newest first. One statement for the batch; each player's
 * positions are found through the per-player indexes.
 */
export async function settledPositionsIn(
  db: DbOrTx,
  windows: readonly UserWindow[],
): Promise<SettledPosition[]> {
  if (windows.length === 0) return [];
  const p = predictions;
  const mine = (
    t: typeof predictionJoins | typeof predictionJumps | typeof predictionBetsAgainst,
    position: string,
  ) =>
    sql`select ${t.predictionId} as prediction_id, ${position}::text as position from ${t} where ${t.userId} = w.user_id`;
  const result = await db.execute(sql`
    select w.user_id as "userId", s.id as "predictionId", s.text, s.status, s.position
      from ${windowsTable(windows)}
      cross join lateral (
        select ${p.id} as id, ${p.text} as text, ${p.status} as status, x.position,
               ${p.resolvedAt} as resolved_at
          from (
            select ${p.id} as prediction_id, 'creator'::text as position from ${p} where ${p.userId} = w.user_id
            union all ${mine(predictionJoins, 'join')}
            union all ${mine(predictionJumps, 'jump')}
            union all ${mine(predictionBetsAgainst, 'bet')}
          ) x
          join ${p} on ${p.id} = x.prediction_id
         where ${p.resolvedAt} >= w.since and ${p.resolvedAt} < w.until
           and ${p.status} in ('CORRECT', 'INCORRECT', 'UNMEASURABLE') and ${p.deletedAt} is null
      ) s
     order by w.user_id, s.resolved_at desc, s.id`);
  return rowsOf<{
    userId: string;
    predictionId: string;
    text: string;
    status: PredictionStatus;
    position: string;
  }>(result).map((r) => {
    const sided = r.position === 'bet' ? 'INCORRECT' : 'CORRECT';
    return {
      userId: r.userId,
      predictionId: r.predictionId,
      text: r.text,
      outcome: r.status === 'UNMEASURABLE' ? 'refunded' : r.status === sided ? 'right' : 'wrong',
    };
  });
}

/**
 * What others did on each player's own calls within their window: joins, jump-ons, bets against
 * and comments. Only calls alive in the window are read (made before its end, not resolved
 * before its start).
 */
export async function activityOnCallsIn(
  db: DbOrTx,
  windows: readonly UserWindow[],
): Promise<CallActivity[]> {
  if (windows.length === 0) return [];
  const p = predictions;
  const within = (
    t: typeof predictionJoins | typeof predictionJumps | typeof predictionBetsAgainst,
    at: SQLWrapper,
  ) =>
    sql`(select count(*)::int from ${t} where ${t.predictionId} = ${p.id} and ${at} >= w.since and ${at} < w.until)`;
  const result = await db.execute(sql`
    select w.user_id as "userId",
           coalesce(sum(a.joins), 0)::int as joins,
           coalesce(sum(a.jumps), 0)::int as jumps,
           coalesce(sum(a.bets), 0)::int as "betsAgainst",
           coalesce(sum(a.comments), 0)::int as comments
      from ${windowsTable(windows)}
      left join lateral (
        select ${within(predictionJoins, predictionJoins.joinedAt)} as joins,
               ${within(predictionJumps, predictionJumps.createdAt)} as jumps,
               ${within(predictionBetsAgainst, predictionBetsAgainst.createdAt)} as bets,
               ${commentsByOthersBetween(p.id, sql`w.user_id`, sql`w.since`, sql`w.until`)} as comments
          from ${p}
         where ${p.userId} = w.user_id and ${p.createdAt} < w.until
           and (${p.resolvedAt} is null or ${p.resolvedAt} >= w.since) and ${p.deletedAt} is null
      ) a on true
     group by w.user_id`);
  return rowsOf<CallActivity>(result).map((r) => ({
    userId: r.userId,
    joins: Number(r.joins),
    jumps: Number(r.jumps),
    betsAgainst: Number(r.betsAgainst),
    comments: Number(r.comments),
  }));
}

/**
 * The newest calls made within each player's window by the players `creatorsOf(player)` names
 * (a subquery of ids: the follows module's `followeeIdsOf`), at most `limit` per player.
 */
export async function newCallsIn(
  db: DbOrTx,
  windows: readonly UserWindow[],
  creatorsOf: (userId: SQLWrapper) => SQL,
  limit: number,
): Promise<NewCall[]> {
  if (windows.length === 0) return [];
  const p = predictions;
  const result = await db.execute(sql`
    select w.user_id as "userId", c.id as "predictionId", c.text, c.author, c.total
      from ${windowsTable(windows)}
      cross join lateral (
        select ${p.id} as id, ${p.text} as text, ${displayName()} as author,
               ${p.createdAt} as created_at, (count(*) over ())::int as total
          from ${p} join ${user} on ${user.id} = ${p.userId}
         where ${p.userId} in ${creatorsOf(sql`w.user_id`)}
           and ${p.createdAt} >= w.since and ${p.createdAt} < w.until
           and ${p.deletedAt} is null and ${p.status} <> 'MERGED'
         order by ${p.createdAt} desc, ${p.id} desc
         limit ${limit}
      ) c
     order by w.user_id, c.created_at desc, c.id desc`);
  return rowsOf<NewCall>(result).map((r) => ({ ...r, total: Number(r.total) }));
}
