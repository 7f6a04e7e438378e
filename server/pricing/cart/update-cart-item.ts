import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { cartOwnerOf, findCartOf } from './cart-owner';
import { stockRefusal, variantQuantityLimit } from './line-stock';
import { loadCartProduct } from './load-cart-products';
import { priceStoredCart } from './price-stored-cart';
import { deleteCartLine, findCartLine, lockCart, setLineQuantity, sumVariantQuantity } from './repository';
import type { CartCreditInput } from './cart-credit';

const NO_LINE = (lineId: number) => new AppError('NOT_FOUND', `Your cart has no line ${lineId}.`);

/**
 * Sets a line's quantity; 0 removes the line. Raising it is checked like an add (the product can
 * still be bought, and stock covers every line of the variant); lowering it is always allowed,
 * since it only asks for less, even when stock has since dropped below the line.
 */
export async function updateCartItem(input: { caller: Caller; cartId?: string | null; locale: Locale; lineId: number; quantity: number; now?: Date } & CartCreditInput): Promise<Cart> {
  const { lineId, quantity } = input;
  const now = input.now ?? new Date();
  const language = languageOfLocale(input.locale);
  const db = getDb();
  const cart = await findCartOf(db, cartOwnerOf(input.caller, input.cartId));
  if (!cart) throw NO_LINE(lineId);
  const line = await findCartLine(db, cart.id, lineId);
  if (!line) throw NO_LINE(lineId);

  if (quantity === 0) {
    await deleteCartLine(db, cart.id, lineId);
    return priceStoredCart(cart, { language, now, credit: input.credit, programme: input.programme });
  }
  if (quantity <= line.quantity) {
    await setLineQuantity(db, cart.id, lineId, quantity);
    return priceStoredCart(cart, { language, now, credit: input.credit, programme: input.programme });
  }

  const product = await loadCartProduct(line.productCode, { language, currency: cart.currency, now });
  const variant = product?.variants.find((candidate) => candidate.id === line.variantId);
  if (!product || !variant || !variant.availability.isPurchasable) {
    throw new AppError('UNPROCESSABLE', `${product?.product_name ?? line.nameSnapshot} cannot be bought right now; you can only lower its quantity or remove it.`);
  }
  const limit = variantQuantityLimit(variant);
  await db.transaction(async (tx) => {
    if (!(await lockCart(tx, cart.id))) throw NO_LINE(lineId);
    const inOtherLines = await sumVariantQuantity(tx, cart.id, variant.id, lineId);
    if (inOtherLines + quantity > limit) throw new AppError('UNPROCESSABLE', stockRefusal({ productName: product.product_name, limit, inOtherLines }));
    if (!(await setLineQuantity(tx, cart.id, lineId, quantity))) throw NO_LINE(lineId);
  });
  return priceStoredCart(cart, { language, now, credit: input.credit, programme: input.programme });
}
