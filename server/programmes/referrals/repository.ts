import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { referralInvitations, referralRefusals, referrals, type ReferralRefusalReason, type ReferralState } from '@/server/db/schema/programmes/referrals';

/* The only queries on the referral tables. */

export interface ReferralRow {
  id: number;
  referrerCustomerId: number;
  referredCustomerId: number;
  state: ReferralState;
  friendPromoCode: string | null;
  orderId: number | null;
  orderedAt: Date | null;
  rewardDueAt: Date | null;
  rewardAmount: number | null;
  rewardCurrency: string | null;
  rewardedAt: Date | null;
  closedReason: string | null;
  createdAt: Date;
}

const referralColumns = {
  id: referrals.id,
  referrerCustomerId: referrals.referrerCustomerId,
  referredCustomerId: referrals.referredCustomerId,
  state: referrals.state,
  friendPromoCode: referrals.friendPromoCode,
  orderId: referrals.orderId,
  orderedAt: referrals.orderedAt,
  rewardDueAt: referrals.rewardDueAt,
  rewardAmount: referrals.rewardAmount,
  rewardCurrency: referrals.rewardCurrency,
  rewardedAt: referrals.rewardedAt,
  closedReason: referrals.closedReason,
  createdAt: referrals.createdAt,
};

export async function findReferralOfFriend(db: DbOrTx, referredCustomerId: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select(referralColumns).from(referrals).where(eq(referrals.referredCustomerId, referredCustomerId)).limit(1);
  return row;
}

export async function hasRefusalForFriend(db: DbOrTx, referredCustomerId: number): Promise<boolean> {
  const [row] = await db.select({ id: referralRefusals.id }).from(referralRefusals).where(eq(referralRefusals.referredCustomerId, referredCustomerId)).limit(1);
  return row !== undefined;
}

/** Referrals of a referrer counted against the monthly cap (refused ones do not count). */
export async function countReferralsSince(db: DbOrTx, referrerCustomerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerCustomerId, referrerCustomerId), gte(referrals.createdAt, since), sql`${referrals.state} <> 'refused'`));
  return row?.n ?? 0;
}

/** Inserts the friend's referral; undefined when the friend already has one (a concurrent call won). */
export async function insertReferral(db: DbOrTx, row: { referrerCustomerId: number; referredCustomerId: number; friendPromoCode: string; createdAt: Date }): Promise<number | undefined> {
  const [inserted] = await db
    .insert(referrals)
    .values({ ...row, state: 'signed_up', updatedAt: row.createdAt })
    .onConflictDoNothing({ target: referrals.referredCustomerId })
    .returning({ id: referrals.id });
  return inserted?.id;
}

export async function insertRefusal(db: DbOrTx, row: { referrerCustomerId: number; referredCustomerId: number | null; reason: ReferralRefusalReason; detail: string; createdAt: Date }): Promise<void> {
  await db.insert(referralRefusals).values(row).onConflictDoNothing();
}

export async function findOpenReferrals(db: DbOrTx): Promise<ReferralRow[]> {
  return db.select(referralColumns).from(referrals).where(inArray(referrals.state, ['signed_up', 'ordered'])).orderBy(referrals.id);
}

/** Moves a referral on, only from the state it was read in; false when another run moved it first. */
export async function moveReferral(
  db: DbOrTx,
  id: number,
  from: ReferralState,
  changes: { state: ReferralState; orderId?: number; orderedAt?: Date; rewardDueAt?: Date | null; closedReason?: string; rewardAmount?: number; rewardCurrency?: string; rewardedAt?: Date; at: Date },
): Promise<boolean> {
  const { at, ...rest } = changes;
  const moved = await db
    .update(referrals)
    .set({ ...rest, updatedAt: at })
    .where(and(eq(referrals.id, id), eq(referrals.state, from)))
    .returning({ id: referrals.id });
  return moved.length > 0;
}

/** Referrals whose first order's return window has closed by `now` (the scheduler pays them). */
export async function findReferralsDueBy(db: DbOrTx, now: Date): Promise<ReferralRow[]> {
  return db
    .select(referralColumns)
    .from(referrals)
    .where(and(eq(referrals.state, 'ordered'), isNotNull(referrals.rewardDueAt), lte(referrals.rewardDueAt, now)))
    .orderBy(referrals.rewardDueAt, referrals.id);
}

export async function listReferralsOfReferrer(db: DbOrTx, referrerCustomerId: number): Promise<ReferralRow[]> {
  return db.select(referralColumns).from(referrals).where(eq(referrals.referrerCustomerId, referrerCustomerId)).orderBy(desc(referrals.createdAt), desc(referrals.id));
}

export interface InvitationRow {
  id: number;
  email: string;
  createdAt: Date;
}

export async function listInvitationsOfReferrer(db: DbOrTx, referrerCustomerId: number): Promise<InvitationRow[]> {
  return db
    .select({ id: referralInvitations.id, email: referralInvitations.email, createdAt: referralInvitations.createdAt })
    .from(referralInvitations)
    .where(eq(referralInvitations.referrerCustomerId, referrerCustomerId))
    .orderBy(desc(referralInvitations.createdAt), desc(referralInvitations.id));
}

export async function insertInvitation(db: DbOrTx, row: { referrerCustomerId: number; email: string; createdAt: Date }): Promise<number> {
  const [inserted] = await db.insert(referralInvitations).values(row).returning({ id: referralInvitations.id });
  return inserted!.id;
}
