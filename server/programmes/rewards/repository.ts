import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { rewardCampaigns, rewardClaims } from '@/server/db/schema/programmes/rewards';

/* Reward campaigns and the shoppers' claims of their codes (decision 0040). */

export type RewardCampaignRow = typeof rewardCampaigns.$inferSelect;

export async function findCampaignByCode(db: DbOrTx, code: string): Promise<RewardCampaignRow | undefined> {
  const [row] = await db.select().from(rewardCampaigns).where(eq(rewardCampaigns.code, code.toUpperCase())).limit(1);
  return row;
}

/** Adds the claim unless this shopper already claimed this campaign; returns its id, or undefined. */
export async function insertClaim(
  db: DbOrTx,
  claim: Omit<typeof rewardClaims.$inferInsert, 'id' | 'createdAt'>,
): Promise<{ id: number; createdAt: Date } | undefined> {
  const [row] = await db
    .insert(rewardClaims)
    .values(claim)
    .onConflictDoNothing({ target: [rewardClaims.campaignId, rewardClaims.customerId] })
    .returning({ id: rewardClaims.id, createdAt: rewardClaims.createdAt });
  return row;
}

/**
 * Counts one more claim of the campaign if it is open now and has rewards left, in one statement
 * (parallel claims cannot pass the cap). False when it is closed or used up.
 */
export async function takeCampaignSlot(db: DbOrTx, campaignId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(rewardCampaigns)
    .set({ claimed: sql`${rewardCampaigns.claimed} + 1` })
    .where(and(eq(rewardCampaigns.id, campaignId), lt(rewardCampaigns.claimed, rewardCampaigns.maxClaims), lte(rewardCampaigns.startsAt, now), gt(rewardCampaigns.expiresAt, now)))
    .returning({ id: rewardCampaigns.id });
  return rows.length > 0;
}

export interface ClaimWithCampaign {
  code: string;
  name: string;
  kind: 'credit' | 'points';
  amount: number;
  currency: string | null;
  claimedAt: Date;
  expiresAt: Date;
}

export function listClaimsOf(db: DbOrTx, customerId: number, limit: number): Promise<ClaimWithCampaign[]> {
  return db
    .select({
      code: rewardCampaigns.code,
      name: rewardCampaigns.name,
      kind: rewardClaims.kind,
      amount: rewardClaims.amount,
      currency: rewardClaims.currency,
      claimedAt: rewardClaims.createdAt,
      expiresAt: rewardCampaigns.expiresAt,
    })
    .from(rewardClaims)
    .innerJoin(rewardCampaigns, eq(rewardCampaigns.id, rewardClaims.campaignId))
    .where(eq(rewardClaims.customerId, customerId))
    .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
    .limit(limit);
}
