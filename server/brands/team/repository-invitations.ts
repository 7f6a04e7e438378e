import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { BrandMemberRole } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '../../db/db-or-tx';
import { brandInvitations, brands } from '../../db/schema';

/* Invitations to a brand: pending means neither accepted nor revoked, and not yet expired. */

export interface InvitationRow {
  id: number;
  brandId: number;
  email: string;
  role: BrandMemberRole;
  invitedByCustomerId: number;
  createdAt: Date;
  expiresAt: Date;
}

const invitationColumns = {
  id: brandInvitations.id,
  brandId: brandInvitations.brandId,
  email: brandInvitations.email,
  role: brandInvitations.role,
  invitedByCustomerId: brandInvitations.invitedByCustomerId,
  createdAt: brandInvitations.createdAt,
  expiresAt: brandInvitations.expiresAt,
};

const pending = (now: Date) => and(isNull(brandInvitations.acceptedAt), isNull(brandInvitations.revokedAt), gt(brandInvitations.expiresAt, now));

export function listPendingInvitations(db: DbOrTx, brandId: number, now: Date): Promise<InvitationRow[]> {
  return db
    .select(invitationColumns)
    .from(brandInvitations)
    .where(and(eq(brandInvitations.brandId, brandId), pending(now)))
    .orderBy(asc(brandInvitations.createdAt), asc(brandInvitations.id));
}

/** Withdraws the pending invitations of one address (a new one replaces them); returns how many. */
export async function revokePendingInvitationsTo(db: DbOrTx, brandId: number, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(brandInvitations)
    .set({ revokedAt: now })
    .where(and(eq(brandInvitations.brandId, brandId), eq(brandInvitations.email, email), pending(now)))
    .returning({ id: brandInvitations.id });
  return rows.length;
}

export async function insertInvitation(
  db: DbOrTx,
  values: { brandId: number; email: string; role: BrandMemberRole; tokenHash: string; invitedByCustomerId: number; createdAt: Date; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await db.insert(brandInvitations).values(values).returning(invitationColumns);
  return row!;
}

/** Revokes one pending invitation of this brand; false when there is none (or it is another brand's). */
export async function revokeInvitation(db: DbOrTx, brandId: number, invitationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(brandInvitations)
    .set({ revokedAt: now })
    .where(and(eq(brandInvitations.id, invitationId), eq(brandInvitations.brandId, brandId), pending(now)))
    .returning({ id: brandInvitations.id });
  return rows.length > 0;
}

export interface InvitationWithBrand extends InvitationRow {
  brandName: string;
}

export async function findPendingInvitationByTokenHash(db: DbOrTx, tokenHash: string, now: Date): Promise<InvitationWithBrand | undefined> {
  const [row] = await db
    .select({ ...invitationColumns, brandName: brands.displayName })
    .from(brandInvitations)
    .innerJoin(brands, eq(brands.id, brandInvitations.brandId))
    .where(and(eq(brandInvitations.tokenHash, tokenHash), pending(now)))
    .limit(1);
  return row;
}

/**
 * Marks a pending invitation used, only if it still is: of two accepts racing, the database lets
 * one update the row and the other finds nothing to update.
 */
export async function claimInvitation(db: DbOrTx, invitationId: number, customerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(brandInvitations)
    .set({ acceptedAt: now, acceptedByCustomerId: customerId })
    .where(and(eq(brandInvitations.id, invitationId), pending(now)))
    .returning({ id: brandInvitations.id });
  return rows.length > 0;
}
