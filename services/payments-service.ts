import { z } from 'zod';
import type { DevSettleResult, devSettleBodySchema } from '@/lib/contracts/ordering/payments-schemas';
import { apiPost } from '@/services/api-client';

/* The browser side of the test gateway's dev console (POST /v1/dev/payments/{reference}/settle). */

export type SettleOutcome = z.input<typeof devSettleBodySchema>['outcome'];
export type SettleAnswer = DevSettleResult;

/*
 * The answer is checked as far as the console reads it, typed by the contract. The contract's
 * own schema is not imported: its module would bring the other payment schemas, and the zod
 * validators they use, into the browser build.
 */
const settleAnswerSchema: z.ZodType<Pick<SettleAnswer, 'reference' | 'status' | 'deliveries'>> = z.object({
  reference: z.string(),
  status: z.string(),
  deliveries: z.array(z.object({ event_id: z.string(), type: z.string(), sequence: z.int(), http_status: z.int() })),
});

/** Asks this server to play the test gateway for one pending payment (dev console buttons). */
export function settleTestPayment(reference: string, outcome: SettleOutcome): Promise<SettleAnswer> {
  return apiPost(`/v1/dev/payments/${encodeURIComponent(reference)}/settle`, { outcome }, { schema: settleAnswerSchema });
}
