// Admin-only routes under /api/admin. Every one is flagged admin-only (adminOnly): the session
// hook answers 401 (signed out) or 403 (not an admin) before anything else runs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '@boldcall/shared/schemas/api';
import {
  adminDashboardSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  auditListSchema,
  auditQuerySchema,
  mergePredictionsSchema,
  mergeResultSchema,
  mergeSuggestionsSchema,
  mustChangePasswordBodySchema,
  mustChangePasswordResultSchema,
  upgradeProResultSchema,
} from '@boldcall/shared/schemas/admin';
import {
  ledgerPageSchema,
  ledgerQuerySchema,
  userIdParamsSchema,
} from '@boldcall/shared/schemas/users';
import { adminOnly, requireAdmin } from '../../plugins/auth-session.ts';
import { listAudit } from '../audit/audit.service.ts';
import { mergePredictions, mergeSuggestions } from '../predictions/predictions.merge.ts';
import { getPrediction } from '../predictions/predictions.service.ts';
import { listLedger } from '../points/points.repository.ts';
import {
  getAdminUser,
  getAdminUserDetail,
  getDashboard,
  listUsers,
  setMustChangePassword,
  upgradeUserToPro,
} from './admin.service.ts';

const userParams = userIdParamsSchema;
const errors = ERROR_RESPONSES;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  adminOnly(app);

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures and the 5 most recent predictions',
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: await getDashboard(db, admin.id) };
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts by username; `q` searches username and e-mail',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) => listUsers(db, app.config, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A user's profile, first page of points history and predictions",
        params: userParams,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: await getAdminUserDetail(db, app.config, request.params.id, admin.id) };
    },
  );

  app.get(
    '/admin/users/:id/ledger',
    {
      schema: {
        tags: ['admin'],
        summary: "A user's points history, newest first",
        params: userParams,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, ...errors },
      },
    },
    async (request) => {
      await getAdminUser(db, app.config, request.params.id); // 404 for an unknown user
      return listLedger(db, request.params.id, request.query);
    },
  );

  app.post(
    '/admin/users/:id/upgrade-pro',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make the user Pro (points topped up to 1000); idempotent',
        params: userParams,
        response: { 200: upgradeProResultSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: await upgradeUserToPro(db, app.config, admin.id, request.params.id) };
    },
  );

  app.put(
    '/admin/users/:id/must-change-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Force (or stop forcing) a new password at the next sign-in',
        params: userParams,
        body: mustChangePasswordBodySchema,
        response: { 200: mustChangePasswordResultSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const data = await setMustChangePassword(db, {
        adminId: admin.id,
        userId: request.params.id,
        value: request.body.value,
      });
      return { data };
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of admin actions, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  app.get(
    '/admin/merge/suggestions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Groups of similar PENDING predictions (word overlap above 0.3)',
        response: { 200: mergeSuggestionsSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: await mergeSuggestions(db, admin.id) };
    },
  );

  app.post(
    '/admin/merge',
    {
      schema: {
        tags: ['admin'],
        summary: 'Merge ≥ 2 PENDING predictions into a new one; stakes move, nothing is lost',
        body: mergePredictionsSchema,
        response: { 201: mergeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const result = await mergePredictions(db, admin.id, request.body);
      return reply.status(201).send({
        data: {
          prediction: await getPrediction(db, result.id, admin.id),
          mergedIds: result.mergedIds,
          refunds: result.refunds,
        },
      });
    },
  );
};
