import { z } from 'zod';
import { queryInt } from '@/lib/contracts/query-schemas';

/* The development outbox API (GET /v1/dev/outbox): end-to-end tests read sign-in codes here. */

export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional().describe('Only mail sent to this address (case-insensitive).'),
  limit: queryInt({ min: 1, max: 100 }).optional().describe('At most this many messages (default 20).'),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string().nullable().describe('Plain-text body; null for mail delivered through SMTP (not kept).'),
  html: z.string().nullable(),
  template: z.string(),
  language: z.string(),
  transport: z.string().describe('"outbox" (kept here only) or "smtp".'),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const outboxSchema = z.object({
  messages: z.array(outboxMessageSchema).describe('Newest first.'),
});
export type Outbox = z.output<typeof outboxSchema>;
