import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, productContentSections, products, productTranslations, productVariants, variantPrices, vendors } from '@/server/db/schema';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import { refreshSearchDocuments } from '@/server/catalog/search/refresh-search-documents';

export interface SearchableProductInput {
  /** English name; French and German default to it. */
  name: string;
  description?: string;
  shortDescription?: string;
  names?: Partial<Record<'fr' | 'de', string>>;
  categorySlug?: string;
  vendorSlug?: string;
  specs?: { label: string; value: string }[];
  /** USD minor units; the other currencies get the same number. */
  price?: number;
  stock?: number;
  soldCount?: number;
  ratingAverage?: number;
  createdAt?: Date;
}

let sequence = 0;

/** Adds a published product with one variant and indexes it, as the catalog's own writes would. */
export async function buildSearchableProduct(db: Db, input: SearchableProductInput): Promise<{ id: number; code: string; slug: string }> {
  sequence += 1;
  const code = `TS${String(Date.now()).slice(-6)}${sequence}`;
  const slug = `test-product-${code.toLowerCase()}`;
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, input.categorySlug ?? 'standing-desks'));
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, input.vendorSlug ?? 'deskhaus'));
  if (!category || !vendor) throw new Error('seed the catalog before creating products');
  const [product] = await db
    .insert(products)
    .values({
      code,
      slug,
      urlSequenceCode: code,
      categoryId: category.id,
      vendorId: vendor.id,
      shape: 'standing-desk',
      soldCount: input.soldCount ?? 0,
      ratingAverage: Math.round((input.ratingAverage ?? 0) * 100),
      reviewCount: input.ratingAverage ? 3 : 0,
      createdAt: input.createdAt ?? new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: products.id });
  if (!product) throw new Error('product not inserted');
  for (const language of ['en', 'fr', 'de'] as const) {
    await db.insert(productTranslations).values({
      productId: product.id,
      language,
      name: language === 'en' ? input.name : (input.names?.[language] ?? input.name),
      shortDescription: input.shortDescription ?? '',
      description: input.description ?? '',
    });
    if (input.specs) {
      await db.insert(productContentSections).values({
        productId: product.id,
        sectionId: CONTENT_SECTION.SPECIFICATION,
        language,
        title: 'Specifications',
        body: { kind: 'specs', rows: input.specs },
      });
    }
  }
  const [variant] = await db
    .insert(productVariants)
    .values({ productId: product.id, sku: `${code}-01`, options: {}, imageKey: 'standing-desk_black_oak', stock: input.stock ?? 10, isDefault: true })
    .returning({ id: productVariants.id });
  if (!variant) throw new Error('variant not inserted');
  for (const currency of ['USD', 'CAD', 'GBP', 'EUR']) {
    await db.insert(variantPrices).values({ variantId: variant.id, currency, amount: input.price ?? 50_000 });
  }
  await refreshSearchDocuments([product.id], db);
  return { id: product.id, code, slug };
}
