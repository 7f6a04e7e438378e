import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { DAY_MS, SEED_REFERENCE_DATE } from './catalog-constants';
import { categoryIdOf, vendorIdOf } from './catalog-ids';
import type { SeedProduct, SeedVariant } from './catalog-types';
import { currencyPricesFor } from './variant-prices';
import { COLOUR_NAMES } from './phrases/colour-names';
import { MATERIAL_WORDS } from './phrases/material-names';
import type { SizeId } from './phrases/size-labels';
import { productCopy } from './product-copy';
import { productFlashSales } from './product-flash-sales';
import { productLabels } from './product-labels';
import { modelAt } from './model-order';
import type { ProductModel } from './product-lines';
import { modelName, productName, slugify } from './product-name';
import { productDesignNumber } from './product-design-number';
import { productPriceTiers } from './product-price-tiers';
import { createRandom, hashSeed } from './prng';
import { variantDrafts, variantImageKey } from './variant-drafts';
import { variantStock } from './variant-stock';
import { VENDOR_DEFINITIONS } from './vendors';

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;
const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * Builds product number `index` (0-based) of the catalog. Everything about it comes from its
 * own random stream, so the result depends only on (seed, index, model order).
 */
export function buildProduct(index: number, seed: number, models: readonly ProductModel[]): SeedProduct {
  const { model, generation } = modelAt(index, models);
  const { line, tier, tierIndex } = model;
  const rng = createRandom(hashSeed(seed, 'product', index));
  const id = index + 1;
  const code = `DH${String(id).padStart(6, '0')}`;
  const vendor = VENDOR_DEFINITIONS.find((candidate) => candidate.slug === line.vendor);
  if (!vendor) throw new Error(`Unknown vendor ${line.vendor}`);

  const isNew = generation === 1 ? (line.newTiers ?? []).includes(tier) : rng.chance(0.25);
  const kind = line.kind ?? (isNew ? PRODUCT_KIND.NEW_PRODUCT : PRODUCT_KIND.PRODUCT);
  const tierRatio = line.tiers.length > 1 ? tierIndex / (line.tiers.length - 1) : 0.5;
  const baseUsd = lerp(line.priceUsd[0], line.priceUsd[1], Math.min(1, tierRatio * 0.85 + rng.next() * 0.15)) * (1 + (generation - 1) * 0.04);
  const preOrder = line.kind !== PRODUCT_KIND.GIFT_CARD && rng.chance(0.04);
  const saleDiscount = line.kind !== PRODUCT_KIND.GIFT_CARD && rng.chance(0.28) ? rng.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.35]) : null;
  const ending = rng.chance(0.6) ? '00' : '99';
  const twentyYearWarranty = line.warrantyYears >= 10 && rng.chance(0.3);
  const warrantyYears = twentyYearWarranty ? 20 : line.warrantyYears;

  const drafts = variantDrafts(line, rng, baseUsd, productDesignNumber(line, tierIndex, generation));
  const variants: SeedVariant[] = drafts.map((draft, position) => ({
    sku: `${code}-${String(position + 1).padStart(2, '0')}`,
    options: draft.options,
    colourHex: draft.colourHex,
    imageKey: variantImageKey(draft),
    stock: variantStock(line, rng, preOrder),
    isDefault: position === 0,
    prices: currencyPricesFor(line, draft, ending, saleDiscount),
  }));

  const popularity = line.popularity * (line.kind === PRODUCT_KIND.POD ? 0.05 : 1);
  const soldCount = Math.round(popularity * (isNew ? rng.int(3, 150) : 30 + rng.next() ** 2 * 5200));
  const reviewCount = line.kind === PRODUCT_KIND.GIFT_CARD ? 0 : Math.round(soldCount * (0.03 + rng.next() * 0.12));
  const ratingAverage = reviewCount === 0 ? 0 : rng.int(405, 496);
  const weightKg = Math.round(lerp(line.weightKg[0], line.weightKg[1], tierRatio) * 10) / 10;
  const createdAt = new Date(SEED_REFERENCE_DATE.getTime() - (isNew ? rng.int(3, 40) : rng.int(60, 900)) * DAY_MS);

  const model_ = modelName(line.line, tier, generation);
  const name = productName(model_, line.noun);
  const first = drafts[0];
  const sizes = unique(drafts.map((draft) => draft.options.size).filter((size): size is SizeId => size !== undefined));
  const colourIds = unique(drafts.map((draft) => draft.picture.colour));
  const finishIds = unique(drafts.map((draft) => draft.picture.material));
  const copy = productCopy(
    {
      line,
      model: model_,
      name,
      vendor,
      isNew,
      warrantyYears,
      ratingAverage,
      reviewCount,
      variantCount: variants.length,
      visibleMaterial: first?.picture.material ?? line.material,
      sizes,
      specFacts: {
        line,
        tierRatio,
        rng,
        warrantyYears,
        weightKg,
        colourNames: colourIds.map((colour) => COLOUR_NAMES[colour]),
        finishNames: finishIds.map((material) => MATERIAL_WORDS[material].name),
        sizes,
      },
    },
    rng,
  );

  return {
    id,
    code,
    slug: slugify(name.en),
    urlSequenceCode: String(100000 + id),
    categoryId: categoryIdOf(line.category),
    vendorId: vendorIdOf(line.vendor),
    kind,
    isVendorProduct: !vendor.isHouseBrand,
    material: line.material,
    shape: line.shape,
    ratingAverage,
    reviewCount,
    soldCount,
    promotionCode: rng.chance(0.05) ? rng.pick(['WELCOME10', 'DESKHAUS15', 'OFFICE20']) : null,
    weightGrams: Math.round(weightKg * 1000),
    createdAt,
    translations: copy.translations,
    variants,
    labels: productLabels({ line, isNew, onSale: saleDiscount !== null, preOrder, twentyYearWarranty, soldCount }, rng),
    sections: copy.sections,
    flashSales: productFlashSales(line, rng),
    priceTiers: productPriceTiers(line, rng),
  };
}
