import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { lockCustomerCredit } from './lock-customer-credit';
import { addCreditEntry, creditBalance } from './repository';

/**
 * Takes credit out of a customer's ledger for something other than an order (an exchange to
 * points), inside the caller's transaction. The customer's row is locked first, so concurrent
 * spends of one customer run one after the other and the balance never goes below zero.
 * Returns the balance left.
 */
export async function spendStoreCredit(
  tx: DbOrTx,
  spend: { customerId: number; currency: string; amount: number; reason: 'exchange_to_points'; note?: string },
): Promise<{ balanceAfter: number }> {
  if (!Number.isInteger(spend.amount) || spend.amount <= 0) throw new RangeError('A credit spend is a positive whole number of minor units');
  await lockCustomerCredit(tx, spend.customerId);
  const balance = await creditBalance(tx, spend.customerId, spend.currency);
  if (balance < spend.amount) throw new AppError('UNPROCESSABLE', 'You do not have enough store credit for this.');
  await addCreditEntry(tx, { customerId: spend.customerId, currency: spend.currency, amount: -spend.amount, reason: spend.reason, note: spend.note ?? '' });
  return { balanceAfter: balance - spend.amount };
}
