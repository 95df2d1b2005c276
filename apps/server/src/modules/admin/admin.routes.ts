// Admin-only routes under /api/admin. Every one is flagged admin-only (adminOnly): the session
// hook answers 401 (signed out) or 403 (not an admin) before anything else runs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDashboardSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  auditListSchema,
  auditQuerySchema,
  mergePredictionsSchema,
  mergeResultSchema,
  mergeSuggestionsQuerySchema,
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
import { adminOnly } from '../../platform/identity/identity.session.ts';
import { moduleRoutes, type ErrorStatus } from '../../plugins/routes.ts';
import { listAudit } from '../audit/audit.service.ts';
import { predictionTextOf } from '../predictions/predictions.repository.ts';
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

const params = userIdParamsSchema;
// Every admin route documents these besides the caller check's 401/403.
const errors: ErrorStatus[] = [400, 404, 409];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const { db, admin } = moduleRoutes(app, 'admin');

  admin.get('/admin/dashboard', {
    summary: 'Dashboard figures and the 5 most recent predictions',
    response: adminDashboardSchema,
    errors,
    handler: async (_request, me) => ({ data: await getDashboard(db, me.id) }),
  });

  admin.get('/admin/users', {
    summary: 'Accounts by username; `q` searches username and e-mail',
    querystring: adminUsersQuerySchema,
    response: adminUserListSchema,
    errors,
    handler: async (request) => listUsers(db, app.config, request.query),
  });

  admin.get('/admin/users/:id', {
    summary: "A user's profile, first page of points history and predictions",
    params,
    response: adminUserDetailSchema,
    errors,
    handler: async (request, me) => ({
      data: await getAdminUserDetail(db, app.config, request.params.id, me.id),
    }),
  });

  admin.get('/admin/users/:id/ledger', {
    summary: "A user's points history, newest first",
    params,
    querystring: ledgerQuerySchema,
    response: ledgerPageSchema,
    errors,
    handler: async (request) => {
      await getAdminUser(db, app.config, request.params.id); // 404 for an unknown user
      return listLedger(db, request.params.id, request.query, predictionTextOf);
    },
  });

  admin.post('/admin/users/:id/upgrade-pro', {
    summary: 'Make the user Pro (points topped up to 1000); idempotent',
    params,
    response: upgradeProResultSchema,
    errors,
    handler: async (request, me) => ({
      data: await upgradeUserToPro(db, app.config, me.id, request.params.id),
    }),
  });

  admin.put('/admin/users/:id/must-change-password', {
    summary: 'Force (or stop forcing) a new password at the next sign-in',
    params,
    body: mustChangePasswordBodySchema,
    response: mustChangePasswordResultSchema,
    errors,
    handler: async (request, me) => {
      const data = await setMustChangePassword(db, {
        adminId: me.id,
        userId: request.params.id,
        value: request.body.value,
      });
      return { data };
    },
  });

  admin.get('/admin/audit', {
    summary: 'The audit log of admin actions, newest first',
    querystring: auditQuerySchema,
    response: auditListSchema,
    errors,
    handler: async (request) => listAudit(db, request.query, predictionTextOf),
  });

  admin.get('/admin/merge/suggestions', {
    summary:
      'Groups of similar PENDING predictions (similarity above the threshold, 0.3 by default)',
    querystring: mergeSuggestionsQuerySchema,
    response: mergeSuggestionsSchema,
    errors,
    handler: async (request, me) => ({
      data: await mergeSuggestions(db, me.id, request.query.threshold),
    }),
  });

  admin.post('/admin/merge', {
    summary: 'Merge ≥ 2 PENDING predictions into a new one; stakes move, nothing is lost',
    body: mergePredictionsSchema,
    response: mergeResultSchema,
    status: 201,
    errors,
    handler: async (request, me) => {
      const result = await mergePredictions(db, me.id, request.body);
      return {
        data: {
          prediction: await getPrediction(db, result.id, me.id),
          mergedIds: result.mergedIds,
          refunds: result.refunds,
        },
      };
    },
  });
};
