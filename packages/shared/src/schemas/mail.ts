// The development mailbox (GET /api/dev/mailbox): mails sent while no SMTP server is configured.
import { z } from 'zod';
import { listEnvelope } from './api.ts';

export const devMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export const devMailboxQuerySchema = z.object({ to: z.string().optional() });
export const devMailboxSchema = listEnvelope(devMailSchema).pick({ data: true });
export type DevMail = z.infer<typeof devMailSchema>;
