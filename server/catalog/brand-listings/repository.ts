import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListingState, ListingStatus } from '@/lib/catalog/listing-rules';
import type { DbOrTx } from '@/server/db/db-or-tx';
import {
  categories,
  categoryTranslations,
  productContentSections,
  productLabels,
  products,
  productTranslations,
  productVariants,
  variantPrices,
  vendors,
  type ContentSectionBody,
  type LanguageCode,
} from '@/server/db/schema/catalog/catalog';
import { productPictures, vendorListings, type LocalizedAlt } from '@/server/db/schema/catalog/vendor-listings';

/* Reads of brand listings: the only queries on vendor_listings besides repository-write.ts. */

export interface ListingRow {
  productId: number;
  vendorId: number;
  state: ListingState;
  refusalReason: string | null;
  pictureSetKey: string;
  submittedAt: Date | null;
  updatedAt: Date;
  code: string;
  slug: string;
  categoryId: number;
  categorySlug: string;
  isPublished: boolean;
  vendorName: string;
}

const listingColumns = {
  productId: vendorListings.productId,
  vendorId: vendorListings.vendorId,
  state: vendorListings.state,
  refusalReason: vendorListings.refusalReason,
  pictureSetKey: vendorListings.pictureSetKey,
  submittedAt: vendorListings.submittedAt,
  updatedAt: vendorListings.updatedAt,
  code: products.code,
  slug: products.slug,
  categoryId: products.categoryId,
  categorySlug: categories.slug,
  isPublished: products.isPublished,
  vendorName: vendors.name,
};

function listingQuery(db: DbOrTx) {
  return db
    .select(listingColumns)
    .from(vendorListings)
    .innerJoin(products, eq(products.id, vendorListings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, vendorListings.vendorId));
}

/** A vendor's listing; another vendor's product reads as missing (undefined), never as refused. */
export async function findVendorListing(db: DbOrTx, vendorId: number, productId: number, forUpdate = false): Promise<ListingRow | undefined> {
  const query = listingQuery(db).where(and(eq(vendorListings.productId, productId), eq(vendorListings.vendorId, vendorId)));
  const [row] = forUpdate ? await query.for('update', { of: vendorListings }) : await query;
  return row;
}

export async function findListing(db: DbOrTx, productId: number, forUpdate = false): Promise<ListingRow | undefined> {
  const query = listingQuery(db).where(eq(vendorListings.productId, productId));
  const [row] = forUpdate ? await query.for('update', { of: vendorListings }) : await query;
  return row;
}

export interface ListingContent {
  translations: { language: LanguageCode; name: string; shortDescription: string; description: string }[];
  sections: { sectionId: number; language: LanguageCode; body: ContentSectionBody }[];
  labels: number[];
  variants: { id: number; sku: string; options: Partial<Record<'colour' | 'size' | 'frame', string>>; colourHex: string; stock: number; position: number }[];
  prices: { variantId: number; currency: string; amount: number }[];
  pictures: { id: number; position: number; alt: LocalizedAlt }[];
}

export async function loadListingContent(db: DbOrTx, productId: number): Promise<ListingContent> {
  const [translations, sections, labels, variants, pictures] = await Promise.all([
    db.select({ language: productTranslations.language, name: productTranslations.name, shortDescription: productTranslations.shortDescription, description: productTranslations.description }).from(productTranslations).where(eq(productTranslations.productId, productId)),
    db.select({ sectionId: productContentSections.sectionId, language: productContentSections.language, body: productContentSections.body }).from(productContentSections).where(eq(productContentSections.productId, productId)),
    db.select({ labelId: productLabels.labelId }).from(productLabels).where(eq(productLabels.productId, productId)),
    db.select({ id: productVariants.id, sku: productVariants.sku, options: productVariants.options, colourHex: productVariants.colourHex, stock: productVariants.stock, position: productVariants.position }).from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position), asc(productVariants.id)),
    db.select({ id: productPictures.id, position: productPictures.position, alt: productPictures.alt }).from(productPictures).where(eq(productPictures.productId, productId)).orderBy(asc(productPictures.position), asc(productPictures.id)),
  ]);
  const variantIds = variants.map((variant) => variant.id);
  const prices = variantIds.length === 0 ? [] : await db.select({ variantId: variantPrices.variantId, currency: variantPrices.currency, amount: variantPrices.amount }).from(variantPrices).where(inArray(variantPrices.variantId, variantIds));
  return { translations, sections, labels: labels.map((row) => row.labelId).sort((a, b) => a - b), variants, prices, pictures };
}

function statusCondition(status: ListingStatus): SQL {
  if (status === 'published') return and(eq(vendorListings.state, 'approved'), eq(products.isPublished, true))!;
  if (status === 'unpublished') return and(eq(vendorListings.state, 'approved'), eq(products.isPublished, false))!;
  return eq(vendorListings.state, status);
}

export interface ListingListRow {
  productId: number;
  code: string;
  name: string;
  state: ListingState;
  isPublished: boolean;
  pictureSetKey: string;
  pictureCount: number;
  variantCount: number;
  stock: number;
  priceUsd: number | null;
  updatedAt: Date;
}

/** One page of a vendor's listings, newest change first, with the name in `language`. */
export async function listVendorListingRows(
  db: DbOrTx,
  input: { vendorId: number; q?: string; status?: ListingStatus; language: LanguageCode; limit: number; offset: number; knownTotal?: number },
): Promise<{ rows: ListingListRow[]; total: number }> {
  const conditions: SQL[] = [eq(vendorListings.vendorId, input.vendorId)];
  if (input.status) conditions.push(statusCondition(input.status));
  if (input.q) {
    const pattern = `%${input.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const named = sql`exists (select 1 from product_translations q_t where q_t.product_id = ${products.id} and q_t.name ilike ${pattern})`;
    conditions.push(or(ilike(products.code, pattern), named)!);
  }
  const where = and(...conditions);
  // Without a search or a published/unpublished filter, vendor_listings alone answers, and its
  // (vendor_id, updated_at, product_id) index gives a page without sorting the vendor's rows.
  const needsProducts = Boolean(input.q) || input.status === 'published' || input.status === 'unpublished';
  // The page's ids first: PostgreSQL computes the select list of every row an OFFSET skips, so
  // the per-row facts below are asked for the page's rows only.
  const paging = db.select({ productId: vendorListings.productId }).from(vendorListings).$dynamic();
  const ordered = (needsProducts ? paging.innerJoin(products, eq(products.id, vendorListings.productId)) : paging).where(where).orderBy(desc(vendorListings.updatedAt), desc(vendorListings.productId));
  let ids: number[];
  let total: number;
  if (input.knownTotal !== undefined) {
    total = input.knownTotal;
    ids = (await ordered.limit(input.limit).offset(input.offset)).map((row) => row.productId);
  } else {
    // A search or a publication filter: every match of one vendor at once (ids only), so the
    // filter runs once for both the count and the page.
    const all = (await ordered).map((row) => row.productId);
    total = all.length;
    ids = all.slice(input.offset, input.offset + input.limit);
  }
  if (ids.length === 0) return { rows: [], total };
  const facts = await db
    .select({
      productId: vendorListings.productId,
      code: products.code,
      name: sql<string>`coalesce((select t.name from product_translations t where t.product_id = ${products.id} and t.language = ${input.language}), '')`,
      state: vendorListings.state,
      isPublished: products.isPublished,
      pictureSetKey: vendorListings.pictureSetKey,
      pictureCount: sql<number>`(select count(*)::int from product_pictures pp where pp.product_id = ${products.id})`,
      variantCount: sql<number>`(select count(*)::int from product_variants v where v.product_id = ${products.id})`,
      stock: sql<number>`(select coalesce(sum(v.stock), 0)::int from product_variants v where v.product_id = ${products.id})`,
      priceUsd: sql<number | null>`(select min(vp.amount)::int from variant_prices vp join product_variants v on v.id = vp.variant_id where v.product_id = ${products.id} and vp.currency = 'USD')`,
      updatedAt: vendorListings.updatedAt,
    })
    .from(vendorListings)
    .innerJoin(products, eq(products.id, vendorListings.productId))
    .where(inArray(vendorListings.productId, ids));
  const byId = new Map(facts.map((row) => [row.productId, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, total };
}

export async function countListingsByState(db: DbOrTx, vendorId: number): Promise<Record<ListingState, number>> {
  const rows = await db.select({ state: vendorListings.state, count: sql<number>`count(*)::int` }).from(vendorListings).where(eq(vendorListings.vendorId, vendorId)).groupBy(vendorListings.state);
  const counts: Record<ListingState, number> = { draft: 0, pending: 0, approved: 0, refused: 0 };
  for (const row of rows) counts[row.state] = row.count;
  return counts;
}

export interface ReviewQueueRow {
  productId: number;
  name: string;
  vendorName: string;
  state: ListingState;
  submittedAt: Date | null;
  pictureSetKey: string;
  pictureCount: number;
}

/** The operators' queue: listings in one state, oldest request first. */
export async function listListingsInState(db: DbOrTx, input: { state: ListingState; language: LanguageCode; limit: number; offset: number }): Promise<{ rows: ReviewQueueRow[]; total: number }> {
  const where = eq(vendorListings.state, input.state);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(vendorListings).where(where);
  const rows = await db
    .select({
      productId: vendorListings.productId,
      name: sql<string>`coalesce((select t.name from product_translations t where t.product_id = ${vendorListings.productId} and t.language = ${input.language}), '')`,
      vendorName: vendors.name,
      state: vendorListings.state,
      submittedAt: vendorListings.submittedAt,
      pictureSetKey: vendorListings.pictureSetKey,
      pictureCount: sql<number>`(select count(*)::int from product_pictures pp where pp.product_id = ${vendorListings.productId})`,
    })
    .from(vendorListings)
    .innerJoin(vendors, eq(vendors.id, vendorListings.vendorId))
    .where(where)
    .orderBy(asc(vendorListings.submittedAt), asc(vendorListings.productId))
    .limit(input.limit)
    .offset(input.offset);
  return { rows, total: counted?.total ?? 0 };
}

/** Categories a product can be filed in (landing pages are computed, not containers). */
export async function listFileableCategories(db: DbOrTx, language: LanguageCode): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: categories.id, name: categoryTranslations.name })
    .from(categories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language)))
    .where(eq(categories.isLanding, false))
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function findCategoryName(db: DbOrTx, categoryId: number, language: LanguageCode): Promise<string> {
  const [row] = await db.select({ name: categoryTranslations.name }).from(categoryTranslations).where(and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.language, language)));
  return row?.name ?? '';
}

export async function isFileableCategory(db: DbOrTx, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, categoryId), eq(categories.isLanding, false)));
  return Boolean(row);
}
