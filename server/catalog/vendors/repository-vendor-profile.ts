import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { products, vendors, vendorSlugAliases, vendorTranslations, type LanguageCode } from '@/server/db/schema/catalog/catalog';

/* A brand's store as catalog keeps it (issue 16 item 3): the vendor row, its descriptions and the
 * addresses it left. Brands reach it through the use cases beside this file. */

export type VendorTexts = Record<LanguageCode, string>;

export interface VendorProfileRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  isActive: boolean;
  description: VendorTexts;
}

export async function findVendorProfileById(db: DbOrTx, vendorId: number): Promise<VendorProfileRow | undefined> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  if (!vendor) return undefined;
  const rows = await db.select().from(vendorTranslations).where(eq(vendorTranslations.vendorId, vendorId));
  const description: VendorTexts = { en: vendor.description, fr: '', de: '' };
  for (const row of rows) description[row.language] = row.description;
  return { id: vendor.id, code: vendor.code, slug: vendor.slug, name: vendor.name, isActive: vendor.isActive, description };
}

export async function vendorCodeExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, code)).limit(1);
  return Boolean(row);
}

/** The vendor that holds the slug, as its address or as an address it left. */
export async function findSlugHolder(db: DbOrTx, slug: string): Promise<{ vendorId: number; asAlias: boolean } | undefined> {
  const [current] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, slug)).limit(1);
  if (current) return { vendorId: current.id, asAlias: false };
  const [alias] = await db.select({ vendorId: vendorSlugAliases.vendorId }).from(vendorSlugAliases).where(eq(vendorSlugAliases.slug, slug)).limit(1);
  return alias ? { vendorId: alias.vendorId, asAlias: true } : undefined;
}

export async function insertVendor(db: DbOrTx, input: { code: string; slug: string; name: string; countryCode: string; description: VendorTexts }): Promise<number> {
  const [row] = await db
    .insert(vendors)
    .values({ code: input.code, slug: input.slug, name: input.name, countryCode: input.countryCode, description: input.description.en, isActive: true })
    .returning({ id: vendors.id });
  await writeVendorTexts(db, row!.id, input.description);
  return row!.id;
}

export async function updateVendorTexts(db: DbOrTx, vendorId: number, input: { name: string; description: VendorTexts }): Promise<void> {
  await db.update(vendors).set({ name: input.name, description: input.description.en }).where(eq(vendors.id, vendorId));
  await writeVendorTexts(db, vendorId, input.description);
}

async function writeVendorTexts(db: DbOrTx, vendorId: number, description: VendorTexts): Promise<void> {
  const rows = (['en', 'fr', 'de'] as const).map((language) => ({ vendorId, language, description: description[language] }));
  await db
    .insert(vendorTranslations)
    .values(rows)
    .onConflictDoUpdate({ target: [vendorTranslations.vendorId, vendorTranslations.language], set: { description: sql`excluded.description` } });
}

/** Moves the vendor to `slug`; the old address becomes an alias, and the new one stops being one. */
export async function moveVendorSlug(db: DbOrTx, vendorId: number, from: string, to: string): Promise<void> {
  await db.delete(vendorSlugAliases).where(and(eq(vendorSlugAliases.slug, to), eq(vendorSlugAliases.vendorId, vendorId)));
  await db.update(vendors).set({ slug: to }).where(eq(vendors.id, vendorId));
  await db.insert(vendorSlugAliases).values({ slug: from, vendorId }).onConflictDoNothing();
}

/** The current address of the vendor that once answered at `slug`. */
export async function findVendorByAliasSlug(db: DbOrTx, slug: string): Promise<{ vendorId: number; slug: string; isActive: boolean } | undefined> {
  const [row] = await db
    .select({ vendorId: vendors.id, slug: vendors.slug, isActive: vendors.isActive })
    .from(vendorSlugAliases)
    .innerJoin(vendors, eq(vendors.id, vendorSlugAliases.vendorId))
    .where(eq(vendorSlugAliases.slug, slug))
    .limit(1);
  return row;
}

export async function findVendorIdBySlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, slug)).limit(1);
  return row?.id;
}

export async function listVendorProductIds(db: DbOrTx, vendorId: number): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).where(and(eq(products.vendorId, vendorId), eq(products.isPublished, true)));
  return rows.map((row) => row.id);
}
