// Comments (docs/rules/comments.md): threads under /api/predictions/{id}/comments, one comment
// under /api/comments/{id}, the report queue and bans under /api/admin. Thin: validate with the
// shared schemas, find the caller, call the service.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import {
  commentBanResultSchema,
  commentBanSchema,
  commentIdParamsSchema,
  commentListSchema,
  commentReportListSchema,
  commentReportsQuerySchema,
  commentResultSchema,
  commentsQuerySchema,
  createCommentSchema,
  editCommentSchema,
  mentionCandidatesSchema,
  mentionQuerySchema,
  reportCommentSchema,
  resolveCommentReportSchema,
} from '@boldcall/shared/schemas/comments';
import { predictionIdParamsSchema } from '@boldcall/shared/schemas/predictions';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../platform/identity/identity.session.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { listOpenReports, resolveReport, setCommentBan } from './comments.admin.ts';
import { mentionCandidates } from './comments.repository.ts';
import {
  createComment,
  deleteComment,
  editComment,
  listThread,
  reportComment,
  setCommentHidden,
  type Viewer,
} from './comments.service.ts';

const asViewer = (me: SessionUser): Viewer => ({ id: me.id, isAdmin: me.isAdmin });

async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  const session = await request.session();
  return session ? asViewer(session.user) : null;
}

const hideBodySchema = z.object({ note: z.string().trim().max(500).optional() }).nullish();
const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
const okSchema = dataEnvelope(z.object({ ok: z.literal(true) }));

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, anyone, player, admin } = moduleRoutes(app, 'comments');

  anyone.get('/predictions/:id/comments', {
    summary: 'A call’s comments: top-level comments (newest activity or oldest first) with replies',
    params: predictionIdParamsSchema,
    querystring: commentsQuerySchema,
    response: commentListSchema,
    errors: [400, 404],
    handler: async (request) =>
      listThread(db, request.params.id, request.query, await optionalViewer(request)),
  });

  player.post('/predictions/:id/comments', {
    summary: 'Comment on a call, or reply to a top-level comment (10 a minute per player)',
    params: predictionIdParamsSchema,
    body: createCommentSchema,
    response: commentResultSchema,
    status: 201,
    errors: [400, 404, 409, 429],
    handler: async (request, me) => ({
      data: await createComment(db, app.limiter, request.params.id, asViewer(me), request.body),
    }),
  });

  anyone.get('/predictions/:id/comments/mentions', {
    summary: 'Players to @mention: usernames starting with `q`',
    params: predictionIdParamsSchema,
    querystring: mentionQuerySchema,
    response: mentionCandidatesSchema,
    errors: [400],
    handler: async (request) => ({
      data: await mentionCandidates(
        db,
        request.query.q,
        (await optionalViewer(request))?.id ?? null,
      ),
    }),
  });

  player.patch('/comments/:id', {
    summary: 'Edit one’s own comment (within 10 minutes of writing it)',
    params: commentIdParamsSchema,
    body: editCommentSchema,
    response: commentResultSchema,
    errors: [400, 404, 409],
    handler: async (request, me) => ({
      data: await editComment(db, request.params.id, asViewer(me), request.body.text),
    }),
  });

  player.delete('/comments/:id', {
    summary: 'Delete one’s own comment',
    params: commentIdParamsSchema,
    response: commentResultSchema,
    errors: [404, 409],
    handler: async (request, me) => ({
      data: await deleteComment(db, request.params.id, asViewer(me)),
    }),
  });

  // Hide and restore are one action with two directions: same caller rule, body and answers.
  for (const [action, hidden, summary] of [
    ['hide', true, 'Hide a comment (the call’s creator or an admin)'],
    ['restore', false, 'Show a hidden comment again (the call’s creator or an admin)'],
  ] as const) {
    player.post(`/comments/:id/${action}`, {
      summary,
      params: commentIdParamsSchema,
      body: hideBodySchema,
      response: commentResultSchema,
      errors: [400, 404, 409],
      handler: async (request, me) => ({
        data: await setCommentHidden(
          db,
          request.params.id,
          asViewer(me),
          hidden,
          request.body?.note,
        ),
      }),
    });
  }

  player.post('/comments/:id/report', {
    summary: 'Report a comment to the admins, with a reason (once per player)',
    params: commentIdParamsSchema,
    body: reportCommentSchema,
    response: okSchema,
    status: 201,
    errors: [400, 404, 409],
    handler: async (request, me) => {
      await reportComment(db, request.params.id, asViewer(me), request.body.reason);
      return { data: { ok: true as const } };
    },
  });

  admin.get('/admin/comment-reports', {
    summary: 'Open reports of comments, oldest first, with the comment, its call and the reporter',
    querystring: commentReportsQuerySchema,
    response: commentReportListSchema,
    errors: [400],
    handler: async (request) => listOpenReports(db, request.query),
  });

  admin.post('/admin/comment-reports/:id/resolve', {
    summary: 'Act on a report: hide or restore its comment, or dismiss it (audited)',
    params: commentIdParamsSchema,
    body: resolveCommentReportSchema,
    response: okSchema,
    errors: [400, 404, 409],
    handler: async (request, me) => {
      await resolveReport(
        db,
        request.params.id,
        asViewer(me),
        request.body.action,
        request.body.note,
      );
      return { data: { ok: true as const } };
    },
  });

  admin.put('/admin/users/:id/comment-ban', {
    summary: 'Stop a player from commenting (audited)',
    params: userIdParamsSchema,
    body: commentBanSchema,
    response: commentBanResultSchema,
    errors: [400, 404],
    handler: async (request, me) => ({
      data: await setCommentBan(db, request.params.id, asViewer(me), true, request.body.reason),
    }),
  });

  admin.delete('/admin/users/:id/comment-ban', {
    summary: 'Let a player comment again (audited)',
    params: userIdParamsSchema,
    response: commentBanResultSchema,
    errors: [404],
    handler: async (request, me) => ({
      data: await setCommentBan(db, request.params.id, asViewer(me), false),
    }),
  });
};
