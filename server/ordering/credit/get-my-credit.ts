import { getDb } from '@/server/db/client';
import { creditBalances } from './repository';
import type { CreditBalances } from '@/lib/contracts/ordering/credit-schemas';

export async function getMyCredit(customerId: number): Promise<CreditBalances> {
  const rows = await creditBalances(getDb(), customerId);
  return { balances: rows.filter((row) => row.amount !== 0) };
}
