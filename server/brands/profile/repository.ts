import { and, eq } from 'drizzle-orm';
import type { BrandEventKind, BrandPolicies, BrandStatus } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { brandEvents, brands } from '@/server/db/schema/brands/brands';

/* The brand's side of its storefront profile: policies, accent colour and the link to its vendor. */

export interface BrandProfileRow {
  id: number;
  status: BrandStatus;
  vendorId: number | null;
  displayName: string;
  country: string;
  policies: BrandPolicies;
  accentColor: string | null;
}

const profileColumns = {
  id: brands.id,
  status: brands.status,
  vendorId: brands.vendorId,
  displayName: brands.displayName,
  country: brands.country,
  policies: brands.policies,
  accentColor: brands.accentColor,
};

export async function findBrandProfileRow(db: DbOrTx, brandId: number): Promise<BrandProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(brands).where(eq(brands.id, brandId)).limit(1);
  return row;
}

/** Locks the brand's row for the transaction: two "create my store" clicks cannot both pass. */
export async function lockBrandProfileRow(db: DbOrTx, brandId: number): Promise<BrandProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(brands).where(eq(brands.id, brandId)).limit(1).for('update');
  return row;
}

export async function findBrandProfileByVendor(db: DbOrTx, vendorId: number): Promise<BrandProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(brands).where(eq(brands.vendorId, vendorId)).limit(1);
  return row;
}

export async function linkBrandToVendor(db: DbOrTx, brandId: number, vendorId: number): Promise<boolean> {
  const rows = await db.update(brands).set({ vendorId, updatedAt: new Date() }).where(and(eq(brands.id, brandId))).returning({ id: brands.id });
  return rows.length === 1;
}

export async function setBrandPolicies(db: DbOrTx, brandId: number, policies: BrandPolicies): Promise<void> {
  await db.update(brands).set({ policies, updatedAt: new Date() }).where(eq(brands.id, brandId));
}

export async function setBrandAccentColor(db: DbOrTx, brandId: number, accentColor: string | null): Promise<void> {
  await db.update(brands).set({ accentColor, updatedAt: new Date() }).where(eq(brands.id, brandId));
}

export async function recordBrandEvent(db: DbOrTx, input: { brandId: number; kind: BrandEventKind; actorCustomerId: number; note?: string }): Promise<void> {
  await db.insert(brandEvents).values({ brandId: input.brandId, kind: input.kind, actorCustomerId: input.actorCustomerId, note: input.note ?? '' });
}
