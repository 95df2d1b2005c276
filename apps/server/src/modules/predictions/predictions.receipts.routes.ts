// Sealed receipts (docs/rules/receipts.md): public reads. A call's receipts answer only when the
// call itself does (a deleted call answers 404); a receipt by hash holds nothing a visitor cannot
// already see (ids, stakes, the public text), so it answers anyone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@boldcall/shared/schemas/api';
import { predictionIdParamsSchema } from '@boldcall/shared/schemas/predictions';
import {
  receiptHashParamsSchema,
  receiptSchema,
  receiptVerificationSchema,
} from '@boldcall/shared/schemas/receipts';
import { viewerId } from '../../platform/identity/identity.session.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { liveCalls } from './predictions.receipts.ts';
import { getPrediction } from './predictions.service.ts';
import { findReceipt, receiptsOf, verifyReceipt } from '../receipts/receipts.service.ts';

// A verification recomputes the chain from its start: a few per minute per address is plenty
// for a person checking a receipt and keeps a script from making the server hash all day.
const verifyLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, anyone } = moduleRoutes(app, 'receipts');

  anyone.get('/predictions/:id/receipts', {
    summary: "A call's sealed receipts, oldest first",
    description:
      'Each with its hash, the previous hash in the chain, the exact canonical string that was ' +
      'hashed and when it was sealed (docs/rules/receipts.md).',
    params: predictionIdParamsSchema,
    response: dataEnvelope(z.array(receiptSchema)),
    errors: [404],
    handler: async (request) => {
      await getPrediction(db, request.params.id, await viewerId(request));
      return { data: await receiptsOf(db, request.params.id) };
    },
  });

  anyone.get('/receipts/:hash', {
    summary: 'One receipt by its hash',
    params: receiptHashParamsSchema,
    response: dataEnvelope(receiptSchema),
    errors: [400, 404],
    handler: async (request) => ({ data: await findReceipt(db, request.params.hash) }),
  });

  anyone.get('/receipts/:hash/verify', {
    summary: 'Recompute a receipt and its chain back to the start',
    description:
      'Every hash is recomputed from its canonical string, every link checked, and every receipt ' +
      "compared with the live rows (the call's text, each stake). Answers where it breaks.",
    params: receiptHashParamsSchema,
    response: dataEnvelope(receiptVerificationSchema),
    errors: [400, 404, 429],
    config: verifyLimit,
    handler: async (request) => ({
      data: await verifyReceipt(db, (ids) => liveCalls(db, ids), request.params.hash),
    }),
  });
};
