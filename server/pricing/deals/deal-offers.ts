import type { AddOnDealOffer, ComboDealOffer, DealProduct } from '@/lib/contracts/pricing/deals-schemas';
import { mulDivRound, percentOff } from '@/lib/cart/money';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { defaultVariantOf } from '@/lib/product/variant-matching';
import type { AddOnDealRow, ComboDealRow } from './deal-rows';

/*
 * Deals as a shopper is offered them (pure): add-ons only for products that can be bought now
 * (combos show an item that cannot, disabled with the reason), in the
 * cart's currency, through their default variant (the deal buttons add that one; another
 * colour is picked on the product's page and keeps the deal, which follows the product).
 */

export type LoadedProducts = ReadonlyMap<string, ProductDetail | null>;

type DetailVariant = ProductDetail['variants'][number];

function toDealProduct(product: ProductDetail, variant: DetailVariant): DealProduct {
  return {
    product_code: product.product_url_code,
    product_name: product.product_name,
    product_slug: product.slug,
    category_slug: product.categorySlug,
    image_key: variant.imageKey,
    variant_id: variant.id,
    price: variant.price.amount,
  };
}

export function dealProductOf(product: ProductDetail | null | undefined): DealProduct | null {
  if (!product || product.kind === PRODUCT_KIND.GIFT_CARD) return null;
  const variant = defaultVariantOf(product.variants.filter((candidate) => candidate.availability.isPurchasable));
  return variant ? toDealProduct(product, variant) : null;
}

export function addOnOfferOf(deal: AddOnDealRow, products: LoadedProducts): AddOnDealOffer | null {
  const main = products.get(deal.mainProductCode);
  const addOn = dealProductOf(products.get(deal.addOnProductCode));
  if (!main || !addOn) return null;
  return {
    ...addOn,
    main_product_code: main.product_url_code,
    main_product_name: main.product_name,
    percent_off: deal.percentOff,
    deal_price: percentOff(addOn.price, deal.percentOff),
  };
}

type ComboUnavailable = ComboDealOffer['unavailable'][number];

/**
 * A combo's item as the offer shows it: the product's default variant when nothing of it can be
 * bought now, with the reason, so the combo stays on show, disabled and saying why, instead of
 * vanishing or failing when it is added.
 */
function comboItemOf(product: ProductDetail | null | undefined): { item: DealProduct; unavailable: ComboUnavailable | null } | null {
  const sellable = dealProductOf(product);
  if (sellable) return { item: sellable, unavailable: null };
  if (!product || product.kind === PRODUCT_KIND.GIFT_CARD) return null;
  const variant = defaultVariantOf(product.variants);
  if (!variant || variant.availability.reason === null) return null;
  return {
    item: toDealProduct(product, variant),
    unavailable: {
      product_code: product.product_url_code,
      product_name: product.product_name,
      reason: variant.availability.reason === 'sold-out' ? 'sold_out' : 'flash_sale_paused',
    },
  };
}

export function comboOfferOf(combo: ComboDealRow, products: LoadedProducts): ComboDealOffer | null {
  const entries = combo.productCodes.map((code) => comboItemOf(products.get(code)));
  if (entries.length < 2 || entries.some((entry) => entry === null)) return null;
  const present = entries.flatMap((entry) => (entry ? [entry.item] : []));
  const unavailable = entries.flatMap((entry) => (entry?.unavailable ? [entry.unavailable] : []));
  const total = present.reduce((sum, item) => sum + item.price, 0);
  return {
    id: combo.id,
    code: combo.code,
    name: combo.name,
    percent_off: combo.percentOff,
    items: present,
    unavailable,
    total_price: total,
    combo_price: total - mulDivRound(total, combo.percentOff, 100),
  };
}
