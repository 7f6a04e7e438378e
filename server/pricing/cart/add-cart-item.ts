import type { Cart, AddCartItemBody } from '@/lib/contracts/pricing/cart-schemas';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { quoteCustomizations, type CustomizationIssue } from '@/lib/product/customization-price';
import { assertPurchasable } from '@/server/catalog/product-detail/assert-purchasable';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { currencyForAdd, openCartForAdd } from './cart-for-add';
import { cartOwnerOf } from './cart-owner';
import { giftCardDetails } from './gift-card-details';
import { cartLineKey } from './line-key';
import { stockRefusal, variantQuantityLimit } from './line-stock';
import { loadCartProduct } from './load-cart-products';
import { priceStoredCart } from './price-stored-cart';
import { addToCartLine, lockCart, sumVariantQuantity, updateCart } from './repository';
import type { CartCreditInput } from './cart-credit';

function optionIssueMessage(issue: CustomizationIssue): string {
  switch (issue.problem) {
    case 'unknown-option':
      return `This product has no option "${issue.code}".`;
    case 'unknown-choice':
      return `That choice is not offered for option "${issue.code}".`;
    case 'not-a-choice':
      return `Option "${issue.code}" takes a text, not a choice.`;
    case 'not-a-text':
      return `Option "${issue.code}" takes a choice, not a text.`;
    case 'text-too-long':
      return `The text for option "${issue.code}" is too long.`;
    case 'text-invalid':
      return `The text for option "${issue.code}" contains characters that cannot be printed.`;
  }
}

/* Which body field the offending option came in. */
function issueField(issue: CustomizationIssue, item: AddCartItemBody): 'options' | 'personalization' {
  if (issue.problem === 'not-a-choice' || issue.problem === 'unknown-choice') return 'options';
  if (issue.problem === 'unknown-option') return issue.code in item.options ? 'options' : 'personalization';
  return 'personalization';
}

/**
 * Adds units of a variant to the caller's cart, making the cart on the first add (guest: a new
 * id the client keeps in CART_ID). The catalog decides whether the product can be bought
 * (assertPurchasable); the options, the gift-card details and the stock over every line of the
 * variant are checked here. The stock check and the insert run under a lock on the cart row, and
 * the line is an upsert on (cart, line key), so parallel adds of one thing end as one line with
 * the summed quantity and never pass the stock between them.
 */
export async function addCartItem(input: { caller: Caller; cartId?: string | null; locale: Locale; item: AddCartItemBody; now?: Date } & CartCreditInput): Promise<Cart> {
  const { item, locale } = input;
  const now = input.now ?? new Date();
  const language = languageOfLocale(locale);
  await assertPurchasable({ productCode: item.product_code, variantId: item.variant_id, quantity: item.quantity, language, now });

  const db = getDb();
  const owner = cartOwnerOf(input.caller, input.cartId);
  const { existing, currency } = await currencyForAdd(db, owner, locale);

  const product = await loadCartProduct(item.product_code, { language, currency, now });
  const variant = product?.variants.find((candidate) => candidate.id === item.variant_id);
  if (!product || !variant) {
    throw new AppError('UNPROCESSABLE', `Product ${item.product_code} is not sold in ${currency}, the currency of this cart.`);
  }

  const options = quoteCustomizations(product.customizations, item.options, item.personalization);
  const [issue] = options.issues;
  if (issue) {
    throw new AppError('UNPROCESSABLE', optionIssueMessage(issue), {
      issues: options.issues.map((entry) => ({ path: `body.${issueField(entry, item)}.${entry.code}`, message: optionIssueMessage(entry) })),
    });
  }

  const isGiftCard = product.kind === PRODUCT_KIND.GIFT_CARD;
  if (isGiftCard && !item.gift_card) throw new AppError('UNPROCESSABLE', "A gift card needs the recipient's e-mail and who it is from (gift_card).");
  if (!isGiftCard && item.gift_card) throw new AppError('UNPROCESSABLE', 'Only gift cards take gift_card details.');
  const giftCard = item.gift_card ? giftCardDetails(item.gift_card, now) : null;

  // Made only now, so that a refused first add leaves no empty cart behind.
  const cart = await openCartForAdd(db, { owner, existing, currency, locale });
  const limit = variantQuantityLimit(variant);
  const cartId = cart.id;
  await db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) throw new AppError('CONFLICT', 'This cart has just been checked out; please try again.');
    const inOtherLines = await sumVariantQuantity(tx, cartId, variant.id);
    if (inOtherLines + item.quantity > limit) {
      throw new AppError('UNPROCESSABLE', stockRefusal({ productName: product.product_name, limit, inOtherLines }));
    }
    await addToCartLine(
      tx,
      {
        cartId,
        lineKey: cartLineKey({ variantId: variant.id, optionChoices: options.choices, personalization: options.personalization, giftCard }),
        productCode: product.product_url_code,
        variantId: variant.id,
        quantity: item.quantity,
        optionChoices: options.choices,
        personalization: options.personalization,
        giftCard,
        nameSnapshot: product.product_name,
        imageKeySnapshot: variant.imageKey,
      },
      limit,
    );
    await updateCart(tx, cartId, {});
  });
  return priceStoredCart(cart, { language, now, credit: input.credit, programme: input.programme });
}
