import { rewardCampaigns } from '@/server/db/schema/programmes/rewards';
import type { SeedTx } from './seed-writer';

/*
 * Reward campaigns a fresh store can be tried with on /customer/credit (README, "Credit, points
 * and rewards"): DESK10 gives $10.00 of store credit, POINTS500 gives 500 points, SUMMER2025 has
 * expired (to see the refusal). Fixed dates, so seeds are equal; a campaign an operator has since
 * changed (or that shoppers have claimed) is left as it is.
 */
export const SEED_REWARD_CAMPAIGNS: readonly (typeof rewardCampaigns.$inferInsert)[] = [
  { code: 'DESK10', name: 'Deskhaus welcome credit', kind: 'credit', amount: 1_000, currency: 'USD', startsAt: new Date('2026-01-01T00:00:00Z'), expiresAt: new Date('2030-12-31T23:59:59Z'), maxClaims: 100_000 },
  { code: 'POINTS500', name: 'Ergonomics week', kind: 'points', amount: 500, currency: null, startsAt: new Date('2026-01-01T00:00:00Z'), expiresAt: new Date('2030-12-31T23:59:59Z'), maxClaims: 100_000 },
  { code: 'SUMMER2025', name: 'Summer 2025 desk days', kind: 'credit', amount: 1_500, currency: 'EUR', startsAt: new Date('2025-06-01T00:00:00Z'), expiresAt: new Date('2025-09-30T23:59:59Z'), maxClaims: 5_000 },
];

export async function seedRewardCampaigns(tx: SeedTx): Promise<void> {
  await tx.insert(rewardCampaigns).values([...SEED_REWARD_CAMPAIGNS]).onConflictDoNothing();
}
