import type { ExchangeCreditAnswer } from '@/lib/contracts/programmes/credit-points-schemas';
import { getDb } from '@/server/db/client';
import { spendStoreCredit } from '@/server/ordering/credit/spend-store-credit';
import { notifyProgrammeChange } from '../notices/notify-programme-change';
import { pointsForCredit } from './points-rules';
import { addPointsEntry, insertExchange, pointsBalance } from './repository';

/**
 * POST /v1/me/exchange-credit-to-point: credit out, points in, in one transaction. The rules are
 * checked before anything moves (points-rules.ts); spendStoreCredit locks the customer, so
 * parallel exchanges of one shopper run one after the other and never overdraw the credit.
 */
export async function exchangeCreditToPoints(customerId: number, body: { currency: string; amount: number }): Promise<ExchangeCreditAnswer> {
  const points = pointsForCredit(body.amount);
  return getDb().transaction(async (tx) => {
    const { balanceAfter } = await spendStoreCredit(tx, { customerId, currency: body.currency, amount: body.amount, reason: 'exchange_to_points', note: `${points} points` });
    const exchangeId = await insertExchange(tx, { customerId, currency: body.currency, creditAmount: body.amount, points });
    await addPointsEntry(tx, { customerId, points, reason: 'credit_exchange', exchangeId });
    await notifyProgrammeChange(tx, customerId, { kind: 'exchange', amount: body.amount, currency: body.currency, points });
    return { currency: body.currency, credit_spent: body.amount, points_added: points, credit_balance: balanceAfter, points_balance: await pointsBalance(tx, customerId) };
  });
}
