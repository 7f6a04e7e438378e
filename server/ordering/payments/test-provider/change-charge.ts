import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { parseChargeDetails, type ChargeDetails } from './charge-details';
import { lockCharge, updateCharge, type ChargeRow } from './repository';

export interface ChargeChange {
  status?: ChargeRow['status'];
  capturedAmount?: number;
  refundedAmount?: number;
  details?: Partial<ChargeDetails>;
}

/**
 * One state change of a charge, in its own short transaction with the row locked, so two calls
 * on one charge (a double click, a retried request) apply one after the other. `decide` answers
 * null to leave the charge as it is. Every change takes the next event sequence number.
 */
export async function changeCharge<T = undefined>(
  reference: string,
  decide: (row: ChargeRow, details: ChargeDetails) => { change: ChargeChange | null; extra?: T },
): Promise<{ row: ChargeRow; changed: boolean; extra: T | undefined; sequence: number }> {
  return getDb().transaction(async (tx) => {
    const row = await lockCharge(tx, reference);
    if (!row) throw new AppError('NOT_FOUND', `No test payment ${reference}.`);
    const details = parseChargeDetails(row.details);
    const { change, extra } = decide(row, details);
    if (!change) return { row, changed: false, extra, sequence: details.sequence };
    const sequence = change.details?.sequence ?? details.sequence + 1;
    const updated = await updateCharge(tx, reference, {
      ...(change.status ? { status: change.status } : {}),
      ...(change.capturedAmount !== undefined ? { capturedAmount: change.capturedAmount } : {}),
      ...(change.refundedAmount !== undefined ? { refundedAmount: change.refundedAmount } : {}),
      details: { ...details, ...change.details, sequence },
    });
    return { row: updated, changed: true, extra, sequence };
  });
}
