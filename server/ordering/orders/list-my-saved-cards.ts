import { listSavedCards } from '@/server/ordering/checkout/repository-saved-cards';
import { getDb } from '@/server/db/client';

export async function listMySavedCards(customerId: number) {
  return { items: await listSavedCards(getDb(), customerId) };
}
