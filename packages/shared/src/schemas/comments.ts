// Comments API (docs/rules/comments.md): threads under /api/predictions/{id}/comments, one comment
// under /api/comments/{id}, the admin's report queue under /api/admin/comment-reports.
import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQueryFields, playerFields } from './api.ts';
import { COMMENT_MAX, COMMENT_MSG, COMMENT_SIDES } from '../rules/comments.ts';

/** Comment text: 1–1,000 characters after trimming, no NUL (PostgreSQL text cannot hold it). */
export const commentTextSchema = z
  .string({ error: COMMENT_MSG.textRequired })
  .trim()
  .min(1, COMMENT_MSG.textRequired)
  .max(COMMENT_MAX, COMMENT_MSG.textTooLong)
  .refine((v) => !v.includes('\u0000'), COMMENT_MSG.textNul);

export const createCommentSchema = z.object({
  text: commentTextSchema,
  /** The top-level comment this replies to; replies to replies are refused. */
  parentId: z.string().min(1).max(100).optional(),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export const editCommentSchema = z.object({ text: commentTextSchema });

export const reportCommentSchema = z.object({
  reason: z
    .string({ error: COMMENT_MSG.reasonRequired })
    .trim()
    .min(1, COMMENT_MSG.reasonRequired)
    .max(500, COMMENT_MSG.reasonTooLong)
    .refine((v) => !v.includes('\u0000'), COMMENT_MSG.textNul),
});

export const commentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const COMMENT_ORDERS = ['activity', 'oldest'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

export const commentsQuerySchema = z.object({
  ...pageQueryFields({ max: 50, default: 20 }),
  /** `activity`: newest activity (a comment or its latest reply) first; `oldest`: oldest first. */
  order: z.enum(COMMENT_ORDERS).default('activity'),
});

export const commentMentionSchema = z.object({ userId: z.string(), username: z.string() });

const commentFields = {
  id: z.string(),
  predictionId: z.string(),
  parentId: z.string().nullable(),
  ...playerFields,
  /** null when deleted, or hidden and the caller may not see hidden text. */
  text: z.string().nullable(),
  /** The speaker's position on the call when they wrote it. */
  side: z.enum(COMMENT_SIDES),
  /** The points they had at stake on the call then (0 with no position). */
  stake: z.number().int(),
  /** Players mentioned (and found) in the text: their @name is a link. */
  mentions: z.array(commentMentionSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  hidden: z.boolean(),
  /** The caller wrote it and may still edit it (within 10 minutes, thread open). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The caller may hide or restore it (creator of the call, admins). */
  canModerate: z.boolean(),
};

export const commentReplySchema = z.object(commentFields);
export type CommentReply = z.infer<typeof commentReplySchema>;

export const commentSchema = z.object({
  ...commentFields,
  /** Replies, oldest first (only top-level comments have them). */
  replies: z.array(commentReplySchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentThreadInfoSchema = z.object({
  /** null while the thread takes comments; otherwise why it is read-only. */
  closedReason: z.string().nullable(),
  /** Comments visible on the call (not deleted, not hidden). */
  commentCount: z.number().int(),
});

export const commentListSchema = listEnvelope(commentSchema).extend({
  thread: commentThreadInfoSchema,
});
export type CommentList = z.infer<typeof commentListSchema>;

export const commentResultSchema = dataEnvelope(commentReplySchema);

export const mentionQuerySchema = z.object({ q: z.string().trim().max(30).default('') });
export const mentionCandidatesSchema = dataEnvelope(z.array(z.object(playerFields)));
export type MentionCandidate = z.infer<typeof mentionCandidatesSchema>['data'][number];

// Admin: the report queue and bans from commenting.
export const COMMENT_REPORT_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export const resolveCommentReportSchema = z.object({
  action: z.enum(COMMENT_REPORT_ACTIONS),
  note: z.string().trim().max(500).optional(),
});

export const commentReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporterId: z.string(),
  reporterUsername: z.string(),
  comment: z.object({
    id: z.string(),
    text: z.string(),
    userId: z.string(),
    username: z.string(),
    hidden: z.boolean(),
    deleted: z.boolean(),
    createdAt: z.string(),
    /** An admin has stopped the comment's author from commenting (lifted by DELETE comment-ban). */
    authorBanned: z.boolean(),
  }),
  prediction: z.object({ id: z.string(), text: z.string() }),
});
export type CommentReport = z.infer<typeof commentReportSchema>;
export const commentReportListSchema = listEnvelope(commentReportSchema);
export const commentReportsQuerySchema = z.object({ ...pageQueryFields() });

export const commentBanSchema = z.object({ reason: z.string().trim().max(500).optional() });
export const commentBanResultSchema = dataEnvelope(
  z.object({ userId: z.string(), banned: z.boolean() }),
);
