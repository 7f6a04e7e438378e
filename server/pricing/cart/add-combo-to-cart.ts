import type { Cart, AddComboBody } from '@/lib/contracts/pricing/cart-schemas';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { quoteCustomizations } from '@/lib/product/customization-price';
import type { ProductDetail, ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { defaultVariantOf } from '@/lib/product/variant-matching';
import { assertPurchasable } from '@/server/catalog/product-detail/assert-purchasable';
import { getDb } from '@/server/db/client';
import { findCombo } from '@/server/pricing/deals/deal-rows';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { currencyForAdd, openCartForAdd } from './cart-for-add';
import { cartOwnerOf } from './cart-owner';
import { cartLineKey } from './line-key';
import { stockRefusal, variantQuantityLimit } from './line-stock';
import { loadCartProducts } from './load-cart-products';
import { priceStoredCart } from './price-stored-cart';
import { addToCartLine, lockCart, sumVariantQuantity, updateCart } from './repository';
import type { CartCreditInput } from './cart-credit';

interface ComboPick {
  product: ProductDetail;
  variant: ProductVariantDetail;
}

/** The variant asked for, or the product's default one that can be bought. */
function pickVariant(product: ProductDetail, variantId: number | undefined): ProductVariantDetail {
  const variant =
    variantId === undefined
      ? defaultVariantOf(product.variants.filter((candidate) => candidate.availability.isPurchasable))
      : product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) {
    if (variantId === undefined) throw new AppError('UNPROCESSABLE', `${product.product_name} cannot be bought right now, so the combo cannot be added.`);
    throw new AppError('NOT_FOUND', `Product ${product.product_url_code} has no variant ${variantId}.`);
  }
  return variant;
}

/**
 * Adds one unit (or `quantity` units) of every product of a combo in one go: all of them or none.
 * Each product is checked as a single add would be (can be bought, in the cart's currency,
 * stock over every line of the variant), and the lines are written in one transaction under the
 * cart lock, so a combo never half-lands and parallel adds never pass the stock between them.
 * The default options of each product go with it; the discount then comes from the pricing.
 */
export async function addComboToCart(input: { caller: Caller; cartId?: string | null; locale: Locale; body: AddComboBody; now?: Date } & CartCreditInput): Promise<Cart> {
  const { body, locale } = input;
  const now = input.now ?? new Date();
  const language = languageOfLocale(locale);
  const db = getDb();
  const combo = await findCombo(db, body.combo_id, language);
  if (!combo) throw new AppError('NOT_FOUND', `There is no combo deal ${body.combo_id}.`);
  const unknown = Object.keys(body.variants).filter((code) => !combo.productCodes.includes(code));
  if (unknown.length > 0) throw new AppError('UNPROCESSABLE', `Combo ${combo.code} does not include ${unknown.join(', ')}.`);

  const owner = cartOwnerOf(input.caller, input.cartId);
  const { existing, currency } = await currencyForAdd(db, owner, locale);
  const products = await loadCartProducts(combo.productCodes, { language, currency, now });
  const picks: ComboPick[] = combo.productCodes.map((code) => {
    const product = products.get(code);
    if (!product) throw new AppError('UNPROCESSABLE', `A product of ${combo.name} is not sold in ${currency}, the currency of this cart.`);
    if (product.kind === PRODUCT_KIND.GIFT_CARD) throw new AppError('UNPROCESSABLE', 'Gift cards are not sold in combos.');
    return { product, variant: pickVariant(product, body.variants[code]) };
  });
  for (const pick of picks) {
    await assertPurchasable({ productCode: pick.product.product_url_code, variantId: pick.variant.id, quantity: body.quantity, language, now });
  }

  const cart = await openCartForAdd(db, { owner, existing, currency, locale });
  await db.transaction(async (tx) => {
    if (!(await lockCart(tx, cart.id))) throw new AppError('CONFLICT', 'This cart has just been checked out; please try again.');
    for (const { product, variant } of picks) {
      const limit = variantQuantityLimit(variant);
      const inOtherLines = await sumVariantQuantity(tx, cart.id, variant.id);
      if (inOtherLines + body.quantity > limit) throw new AppError('UNPROCESSABLE', stockRefusal({ productName: product.product_name, limit, inOtherLines }));
      const options = quoteCustomizations(product.customizations, {}, {});
      await addToCartLine(
        tx,
        {
          cartId: cart.id,
          lineKey: cartLineKey({ variantId: variant.id, optionChoices: options.choices, personalization: options.personalization, giftCard: null }),
          productCode: product.product_url_code,
          variantId: variant.id,
          quantity: body.quantity,
          optionChoices: options.choices,
          personalization: options.personalization,
          giftCard: null,
          nameSnapshot: product.product_name,
          imageKeySnapshot: variant.imageKey,
        },
        limit,
      );
    }
    await updateCart(tx, cart.id, {});
  });
  return priceStoredCart(cart, { language, now, credit: input.credit, programme: input.programme });
}
