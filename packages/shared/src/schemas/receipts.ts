// Sealed receipts (docs/rules/receipts.md): one per event on a call, chained by hash.
import { z } from 'zod';
import { RECEIPT_KINDS } from '../rules/receipts.ts';

const hashField = z.string().regex(/^[0-9a-f]{64}$/);

export const receiptSchema = z.object({
  /** Position in the one chain of the whole app, from 1. */
  seq: z.number().int(),
  /** SHA-256 (hex) of `canonical`. */
  hash: hashField,
  /** The previous receipt's hash (64 zeros before the first). */
  prevHash: hashField,
  kind: z.enum(RECEIPT_KINDS),
  predictionId: z.string(),
  /** The exact string that was hashed. */
  canonical: z.string(),
  sealedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptHashParamsSchema = z.object({
  hash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'Receipt not found'),
});

/** Where a chain stops holding, and why. */
export const receiptBreakSchema = z.object({
  seq: z.number().int(),
  hash: z.string(),
  reason: z.string(),
});
export type ReceiptBreak = z.infer<typeof receiptBreakSchema>;

/** GET /api/receipts/{hash}/verify: the receipt recomputed with its chain back to the start. */
export const receiptVerificationSchema = z.object({
  receipt: receiptSchema,
  valid: z.boolean(),
  /** How many receipts were recomputed (this one and every one before it). */
  checked: z.number().int(),
  /** The first receipt where the chain breaks, null when it holds. */
  brokenAt: receiptBreakSchema.nullable(),
});
export type ReceiptVerification = z.infer<typeof receiptVerificationSchema>;
