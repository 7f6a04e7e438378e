import { getDb } from '@/server/db/client';
import { parseChargeDetails } from './charge-details';
import { listChargesByStatus } from './repository';
import type { PendingTestCharge } from '@/lib/contracts/ordering/payments-schemas';

export type { PendingTestCharge } from '@/lib/contracts/ordering/payments-schemas';

/** Charges waiting for the gateway (ACH, wire, crypto), newest first: what the dev console settles. */
export async function listPendingTestCharges(limit = 50): Promise<PendingTestCharge[]> {
  const rows = await listChargesByStatus(getDb(), 'pending', limit);
  return rows.map((row) => {
    const details = parseChargeDetails(row.details);
    return {
      reference: row.reference,
      orderCode: row.merchantReference,
      methodId: row.methodId,
      kind: details.ach ? 'ach' : details.crypto ? 'crypto' : details.nextAction?.type === 'bank_transfer' ? 'wire' : 'other',
      asset: details.crypto?.asset ?? null,
      assetAmount: details.nextAction?.type === 'crypto' ? details.nextAction.amount : null,
      amount: row.amount,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      expiresAt: details.expiresAt,
    };
  });
}
