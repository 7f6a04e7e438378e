import { z } from 'zod';
import { apiPost } from '@/services/api-client';

export type SettleOutcome = 'succeed' | 'fail' | 'expire';

/* The answer of POST /v1/dev/payments/{reference}/settle, as far as the console reads it. */
const settleAnswerSchema = z.object({
  reference: z.string(),
  status: z.string(),
  deliveries: z.array(z.object({ event_id: z.string(), type: z.string(), sequence: z.int(), http_status: z.int() })),
});
export type SettleAnswer = z.infer<typeof settleAnswerSchema>;

/** Asks this server to play the test gateway for one pending payment (dev console buttons). */
export function settleTestPayment(reference: string, outcome: SettleOutcome): Promise<SettleAnswer> {
  return apiPost(`/v1/dev/payments/${encodeURIComponent(reference)}/settle`, { outcome }, { schema: settleAnswerSchema });
}
