import type { Db } from '@/server/db/client';
import {
  categories,
  categoryTranslations,
  flashSales,
  priceTiers,
  productLabels,
  products,
  productTranslations,
  productVariants,
  variantOptionLabels,
  variantPrices,
  vendors,
} from '@/server/db/schema/catalog/catalog';
import { productOptions, type ProductOptionChoiceRow } from '@/server/db/schema/catalog/product-options';

/*
 * Catalog builders: categories, vendors and products with exactly the stock, prices, sales and
 * tiers a rule needs, written straight into the test database (design §2: builders, not fixtures).
 */

type Localized = { en: string; fr: string; de: string };
const localized = (en: string): Localized => ({ en, fr: `${en} (fr)`, de: `${en} (de)` });

let sequence = 0;
const next = () => (sequence += 1);

export interface BuiltCategory {
  id: number;
  slug: string;
}

export async function buildCategory(db: Db, overrides: { slug?: string } = {}): Promise<BuiltCategory> {
  const slug = overrides.slug ?? `category-${next()}`;
  const [row] = await db.insert(categories).values({ code: `cat-${slug}`, slug }).returning({ id: categories.id });
  const id = row!.id;
  await db.insert(categoryTranslations).values(
    (['en', 'fr', 'de'] as const).map((language) => ({ categoryId: id, language, name: `${slug} ${language}` })),
  );
  return { id, slug };
}

export interface BuiltVendor {
  id: number;
  code: string;
}

export async function buildVendor(db: Db, overrides: { code?: string } = {}): Promise<BuiltVendor> {
  const code = overrides.code ?? `VENDOR${next()}`;
  const [row] = await db.insert(vendors).values({ code, slug: code.toLowerCase(), name: code }).returning({ id: vendors.id, code: vendors.code });
  return row!;
}

export interface VariantSpec {
  stock: number;
  /** Minor units by currency. */
  prices: Record<string, number>;
  compareAt?: Record<string, number>;
  options?: { colour?: string; size?: string; frame?: string };
}

export interface ProductSpec {
  categoryId: number;
  name?: string;
  kind?: number;
  isVendorProduct?: boolean;
  variants: VariantSpec[];
  tiers?: { minQuantity: number; percentOff: number }[];
  flashSales?: { version: 1 | 2; percentOff: number; startsAt: Date; endsAt: Date; isActive: boolean }[];
  labels?: number[];
  engraving?: { maxLength: number; prices: Record<string, number> };
  warranty?: { choices: { code: string; prices: Record<string, number> }[] };
}

export interface BuiltProduct {
  id: number;
  code: string;
  name: string;
  variantIds: number[];
}

export async function buildProduct(db: Db, spec: ProductSpec): Promise<BuiltProduct> {
  const n = next();
  const code = `TP${String(n).padStart(5, '0')}`;
  const name = spec.name ?? `Test product ${n}`;
  const [row] = await db
    .insert(products)
    .values({
      code,
      slug: `test-product-${n}`,
      urlSequenceCode: `seq-${n}`,
      categoryId: spec.categoryId,
      kind: spec.kind ?? 1,
      isVendorProduct: spec.isVendorProduct ?? false,
      shape: 'standing-desk',
    })
    .returning({ id: products.id });
  const productId = row!.id;
  const names = localized(name);
  await db.insert(productTranslations).values((['en', 'fr', 'de'] as const).map((language) => ({ productId, language, name: names[language] })));

  const variantIds: number[] = [];
  for (const [index, variant] of spec.variants.entries()) {
    const [created] = await db
      .insert(productVariants)
      .values({
        productId,
        sku: `${code}-${index}`,
        options: variant.options ?? {},
        imageKey: 'standing-desk-walnut',
        stock: variant.stock,
        position: index,
        isDefault: index === 0,
      })
      .returning({ id: productVariants.id });
    const variantId = created!.id;
    variantIds.push(variantId);
    await db.insert(variantPrices).values(
      Object.entries(variant.prices).map(([currency, amount]) => ({ variantId, currency, amount, compareAtAmount: variant.compareAt?.[currency] ?? null })),
    );
  }
  if (spec.tiers?.length) await db.insert(priceTiers).values(spec.tiers.map((tier) => ({ productId, ...tier })));
  if (spec.flashSales?.length) await db.insert(flashSales).values(spec.flashSales.map((sale) => ({ productId, ...sale })));
  if (spec.labels?.length) await db.insert(productLabels).values(spec.labels.map((labelId) => ({ productId, labelId })));
  if (spec.engraving) {
    await db.insert(productOptions).values({
      productId,
      code: 'engraving',
      kind: 'text',
      name: localized('Engraving'),
      maxLength: spec.engraving.maxLength,
      priceDeltas: spec.engraving.prices,
      position: 1,
    });
  }
  if (spec.warranty) {
    const choices: ProductOptionChoiceRow[] = spec.warranty.choices.map((choice, index) => ({
      code: choice.code,
      label: localized(`Warranty ${choice.code}`),
      priceDeltas: choice.prices,
      isDefault: index === 0,
    }));
    await db.insert(productOptions).values({ productId, code: 'warranty', kind: 'choice', name: localized('Warranty'), choices, position: 0 });
  }
  return { id: productId, code, name, variantIds };
}

/** The label of a variant option value (a colour, a size) in the three languages. */
export async function buildOptionLabel(db: Db, overrides: { option: 'colour' | 'size' | 'frame'; value: string; label: Localized }): Promise<void> {
  const { option, value, label } = overrides;
  await db.insert(variantOptionLabels).values((['en', 'fr', 'de'] as const).map((language) => ({ option, value, language, label: label[language] })));
}
