import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ListingState } from '@/lib/catalog/listing-rules';
import type { DbOrTx } from '@/server/db/db-or-tx';
import {
  productContentSections,
  productLabels,
  products,
  productTranslations,
  productVariants,
  variantPrices,
  type ContentSectionBody,
  type LanguageCode,
} from '@/server/db/schema/catalog/catalog';
import { vendorListings } from '@/server/db/schema/catalog/vendor-listings';

/* Writes of brand listings: the product rows a listing owns and its approval state. */

export async function insertListingProduct(
  db: DbOrTx,
  input: { vendorId: number; code: string; slugBase: string; categoryId: number; pictureSetKey: string },
): Promise<number> {
  // The id is part of the slug and the sequence code, so both are set once the row exists.
  const [row] = await db
    .insert(products)
    .values({ code: input.code, slug: `pending-${input.code.toLowerCase()}`, urlSequenceCode: input.code, categoryId: input.categoryId, vendorId: input.vendorId, kind: 1, isVendorProduct: true, isPublished: false, shape: '' })
    .returning({ id: products.id });
  const id = row!.id;
  await db.update(products).set({ slug: `${input.slugBase}-${id}`, urlSequenceCode: String(100000 + id) }).where(eq(products.id, id));
  await db.insert(vendorListings).values({ productId: id, vendorId: input.vendorId, pictureSetKey: input.pictureSetKey });
  return id;
}

export async function setProductCategory(db: DbOrTx, productId: number, categoryId: number): Promise<void> {
  await db.update(products).set({ categoryId, updatedAt: new Date() }).where(eq(products.id, productId));
}

export interface ListingTexts {
  language: LanguageCode;
  name: string;
  shortDescription: string;
  description: string;
}

export async function replaceTranslations(db: DbOrTx, productId: number, texts: readonly ListingTexts[]): Promise<void> {
  await db.delete(productTranslations).where(eq(productTranslations.productId, productId));
  await db.insert(productTranslations).values(texts.map((text) => ({ productId, ...text })));
}

export interface SectionWrite {
  sectionId: number;
  language: LanguageCode;
  title: string;
  body: ContentSectionBody;
  position: number;
}

/** Replaces the listed section ids only: sections the brand does not edit are left as they are. */
export async function replaceSections(db: DbOrTx, productId: number, sectionIds: readonly number[], sections: readonly SectionWrite[]): Promise<void> {
  await db.delete(productContentSections).where(and(eq(productContentSections.productId, productId), inArray(productContentSections.sectionId, [...sectionIds])));
  if (sections.length > 0) await db.insert(productContentSections).values(sections.map((section) => ({ productId, ...section })));
}

export async function replaceLabels(db: DbOrTx, productId: number, labelIds: readonly number[]): Promise<void> {
  await db.delete(productLabels).where(eq(productLabels.productId, productId));
  if (labelIds.length > 0) await db.insert(productLabels).values(labelIds.map((labelId) => ({ productId, labelId })));
}

export interface VariantWrite {
  id?: number;
  options: Partial<Record<'colour' | 'size' | 'frame', string>>;
  colourHex: string;
  stock: number;
  prices: Record<string, number>;
}

/**
 * Makes the product's variants exactly `variants`: known ids are updated, new ones inserted
 * (SKU `{prefix}-{n}`), the others deleted. The caller checked that every id is the product's.
 */
export async function syncVariants(db: DbOrTx, input: { productId: number; skuPrefix: string; imageKey: string; variants: readonly VariantWrite[] }): Promise<void> {
  const keep = input.variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  await db.delete(productVariants).where(keep.length > 0 ? and(eq(productVariants.productId, input.productId), notInArray(productVariants.id, keep)) : eq(productVariants.productId, input.productId));
  for (const [position, variant] of input.variants.entries()) {
    const values = { options: variant.options, colourHex: variant.colourHex, stock: variant.stock, position, isDefault: position === 0, imageKey: input.imageKey };
    let variantId: number;
    if (variant.id) {
      await db.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
      variantId = variant.id;
    } else {
      const [row] = await db.insert(productVariants).values({ ...values, productId: input.productId, sku: `${input.skuPrefix}-tmp-${position}-${Date.now()}` }).returning({ id: productVariants.id });
      variantId = row!.id;
      await db.update(productVariants).set({ sku: `${input.skuPrefix}-${variantId}` }).where(eq(productVariants.id, variantId));
    }
    await db.delete(variantPrices).where(eq(variantPrices.variantId, variantId));
    await db.insert(variantPrices).values(Object.entries(variant.prices).map(([currency, amount]) => ({ variantId, currency, amount })));
  }
}

export async function variantIdsOf(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  return rows.map((row) => row.id);
}

/** Every variant shows the product's current picture set. */
export async function setVariantsImageKey(db: DbOrTx, productId: number, imageKey: string): Promise<void> {
  await db.update(productVariants).set({ imageKey }).where(eq(productVariants.productId, productId));
}

export async function setPictureSetKey(db: DbOrTx, productId: number, pictureSetKey: string): Promise<void> {
  await db.update(vendorListings).set({ pictureSetKey, updatedAt: new Date() }).where(eq(vendorListings.productId, productId));
}

export async function touchListing(db: DbOrTx, productId: number): Promise<void> {
  const now = new Date();
  await db.update(vendorListings).set({ updatedAt: now }).where(eq(vendorListings.productId, productId));
  await db.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
}

export async function setListingState(db: DbOrTx, productId: number, input: { state: ListingState; refusalReason?: string | null; submitted?: boolean; decided?: boolean }): Promise<void> {
  const now = new Date();
  await db
    .update(vendorListings)
    .set({
      state: input.state,
      refusalReason: input.refusalReason ?? null,
      updatedAt: now,
      ...(input.submitted ? { submittedAt: now } : {}),
      ...(input.decided ? { decidedAt: now } : {}),
    })
    .where(eq(vendorListings.productId, productId));
}

export async function setProductPublished(db: DbOrTx, productId: number, isPublished: boolean): Promise<void> {
  await db.update(products).set({ isPublished, updatedAt: new Date() }).where(eq(products.id, productId));
  await db.update(vendorListings).set({ updatedAt: sql`now()` }).where(eq(vendorListings.productId, productId));
}
