import { devSettleBodySchema, devSettleResultSchema, type DevSettleResult } from '@/lib/contracts/ordering/payments-schemas';
import type { z } from 'zod';
import { apiPost } from '@/services/api-client';

/* The browser side of the test gateway's dev console (POST /v1/dev/payments/{reference}/settle). */

export type SettleOutcome = z.input<typeof devSettleBodySchema>['outcome'];
export type SettleAnswer = DevSettleResult;

/** Asks this server to play the test gateway for one pending payment (dev console buttons). */
export function settleTestPayment(reference: string, outcome: SettleOutcome): Promise<SettleAnswer> {
  return apiPost(`/v1/dev/payments/${encodeURIComponent(reference)}/settle`, { outcome }, { schema: devSettleResultSchema });
}
