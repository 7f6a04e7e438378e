import type { MyRewards } from '@/lib/contracts/programmes/credit-points-schemas';
import { getDb } from '@/server/db/client';
import { listClaimsOf } from './repository';
import { toReward } from './to-reward';

/** Enough for any shopper: a code is claimed once, and campaigns are few. */
const MAX_REWARDS = 200;

/** GET /v1/me/reward: the shopper's own claimed rewards, newest first. */
export async function listMyRewards(customerId: number): Promise<MyRewards> {
  return { items: (await listClaimsOf(getDb(), customerId, MAX_REWARDS)).map(toReward) };
}
