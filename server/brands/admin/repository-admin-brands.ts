import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BrandEventKind, BrandStatus } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { brandEvents, brandMembers, brands } from '@/server/db/schema';

/* The operators' queries on brands: the list, one brand, its history, status changes. */

export type BrandRow = typeof brands.$inferSelect;

export interface BrandListFilter {
  statuses: readonly BrandStatus[];
  q?: string;
  limit: number;
  offset: number;
}

/** `%` and `_` typed by an operator are searched for literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listWhere(filter: BrandListFilter): SQL | undefined {
  const status = inArray(brands.status, [...filter.statuses]);
  if (!filter.q) return status;
  const pattern = containing(filter.q);
  return and(status, or(ilike(brands.displayName, pattern), ilike(brands.legalName, pattern), ilike(brands.contactEmail, pattern)));
}

const memberCount = sql<number>`(select count(*)::int from ${brandMembers} where ${brandMembers.brandId} = ${brands.id})`;

export async function listBrandRows(db: DbOrTx, filter: BrandListFilter): Promise<{ rows: (BrandRow & { members: number })[]; total: number }> {
  const where = listWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ brand: brands, members: memberCount })
      .from(brands)
      .where(where)
      .orderBy(asc(sql`lower(${brands.displayName})`), asc(brands.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.brand, members: Number(row.members) })), total: totals?.n ?? 0 };
}

export async function countBrandsByStatus(db: DbOrTx): Promise<Map<BrandStatus, number>> {
  const rows = await db.select({ status: brands.status, n: count() }).from(brands).groupBy(brands.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

export async function findBrandRow(db: DbOrTx, brandId: number): Promise<(BrandRow & { members: number }) | undefined> {
  const [row] = await db.select({ brand: brands, members: memberCount }).from(brands).where(eq(brands.id, brandId)).limit(1);
  return row ? { ...row.brand, members: Number(row.members) } : undefined;
}

export async function listBrandEventRows(db: DbOrTx, brandId: number, limit: number) {
  return db
    .select({ kind: brandEvents.kind, note: brandEvents.note, at: brandEvents.at, actorCustomerId: brandEvents.actorCustomerId })
    .from(brandEvents)
    .where(eq(brandEvents.brandId, brandId))
    .orderBy(desc(brandEvents.at), desc(brandEvents.id))
    .limit(limit);
}

/**
 * Moves a brand from one status to another only if it is still in the first one: two operators
 * clicking at once, or a reinstatement racing a suspension, change it once. Undefined: it was not.
 */
export async function changeBrandStatus(
  db: DbOrTx,
  input: { brandId: number; from: BrandStatus; to: BrandStatus; reviewNote: string },
): Promise<BrandRow | undefined> {
  const [row] = await db
    .update(brands)
    .set({ status: input.to, reviewNote: input.reviewNote, reviewedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(brands.id, input.brandId), eq(brands.status, input.from)))
    .returning();
  return row;
}

export async function insertBrandEvent(db: DbOrTx, event: { brandId: number; kind: BrandEventKind; actorCustomerId: number; note: string }): Promise<void> {
  await db.insert(brandEvents).values(event);
}

export async function listOwnerIds(db: DbOrTx, brandId: number): Promise<number[]> {
  const rows = await db
    .select({ customerId: brandMembers.customerId })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.role, 'owner')));
  return rows.map((row) => row.customerId);
}
