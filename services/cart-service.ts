import Cookies from 'js-cookie';
import { mutate } from 'swr';
import { cache } from 'swr/_internal';
import type { Cart, CartLine } from '@/lib/contracts/pricing/cart-schemas';
import type { CartDealSuggestions, ComboDealOffer, ProductDeals } from '@/lib/contracts/pricing/deals-schemas';
import type { GiftCardInput } from '@/lib/cart/gift-card';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import type { CartLineSelection } from '@/lib/product/cart-line-selection';
import { trackAddToCart, trackRemoveToCart } from '@/lib/tracking/data-layer';
import { apiClient, apiDelete, apiGet, apiPost, apiPut, ApiError, classifyError } from '@/services/api-client';
import { readEnvelopeData } from '@/services/api-envelope';
import { cartIdQuery, readCartId, writeCartId } from '@/services/cart-id';
import { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';

/*
 * The browser side of the cart API (/v1/cart). A guest's cart is named by the `cart_id` query
 * parameter, read from the CART_ID cookie (services/cart-id.ts, its one owner); a signed-in shopper's cart comes from the bearer
 * token the API client adds. Every call answers the whole priced cart, which is put in the SWR
 * cache under CART_SWR_KEY (lib/cart/cart-swr-key.ts) so the header count, the popup cart and /cart show it at once.
 */

export type { Cart, CartLine } from '@/lib/contracts/pricing/cart-schemas';
export type { AddOnDealOffer, CartDealSuggestions, ComboDealOffer, ProductDeals } from '@/lib/contracts/pricing/deals-schemas';

export { CART_SWR_KEY } from '@/lib/cart/cart-swr-key';

const cartQuery = cartIdQuery;

/*
 * The cart every view shows, as SWR holds it: remove_to_cart reports a line as it was before the
 * change, and a combo's event names the lines it grew. SWR's cache is the one copy, so the service
 * keeps none of its own.
 */
function shownCart(): Cart | null {
  const entry = cache.get(CART_SWR_KEY) as { data?: Cart } | undefined;
  return entry?.data ?? null;
}

/** Stores what the server answered: the cart id it names and the cart for every view. */
async function settle(cart: Cart): Promise<Cart> {
  if (cart.id && cart.id !== readCartId()) writeCartId(cart.id);
  await mutate(CART_SWR_KEY, cart, { revalidate: false });
  return cart;
}

/** The current cart; an empty one (id null) when the browser has none yet. */
export async function fetchCart(): Promise<Cart> {
  return apiGet<Cart>('/v1/cart', cartQuery());
}

export interface GiftCardExtras {
  /** Required when the product is a gift card (kind 4). */
  giftCard?: GiftCardInput;
}

/**
 * Adds what the shopper selected on a product page (or quick view) and pushes the add_to_cart
 * event with the cart's totals (spec §7). Callers must not push add_to_cart themselves.
 * Rejects with the API's ApiError: its message says why (sold out, only N in stock, ...).
 */
export async function addToCart(selection: CartLineSelection, extras: GiftCardExtras = {}): Promise<Cart> {
  const body = {
    product_code: selection.productCode,
    variant_id: selection.variantId,
    quantity: selection.quantity,
    options: selection.optionChoices,
    personalization: selection.personalization,
    ...(extras.giftCard ? { gift_card: extras.giftCard } : {}),
  };
  const hadCart = readCartId() !== null;
  let cart = await apiPost<Cart>('/v1/cart/items', body, { params: cartQuery() });
  await settle(cart);
  cart = await carryTrackedParams(cart, !hadCart);
  const line = findAddedLine(cart, selection);
  if (line) trackCartEvent('add_to_cart', cart, line, selection.quantity);
  return cart;
}

function findAddedLine(cart: Cart, selection: CartLineSelection): CartLine | undefined {
  return [...cart.lines].reverse().find((line) => line.variant_id === selection.variantId && line.product_code === selection.productCode);
}

/** Spec §7 item fields, with the cart's totals after the change. */
function trackCartEvent(event: 'add_to_cart' | 'remove_to_cart', cart: Cart, line: CartLine, quantity: number): void {
  trackCartLines(event, cart, [{ line, quantity }]);
}

function trackCartLines(event: 'add_to_cart' | 'remove_to_cart', cart: Cart, entries: readonly { line: CartLine; quantity: number }[]): void {
  const input = {
    currency: cart.currency,
    items: entries.map(({ line, quantity }) => ({ id: line.product_code, name: line.product_name, priceMinor: line.unit_price, quantity })),
    subtotalMinor: cart.total_product_price,
    taxMinor: cart.total_tax,
    totalMinor: cart.total_amount,
    discountMinor: cart.total_discount_price,
  };
  if (event === 'add_to_cart') trackAddToCart(input);
  else trackRemoveToCart(input);
}

/**
 * Affiliate ids and a campaign promo code wait in cookies (lib/tracking/tracked-params.ts) until
 * there is a cart to carry them: they are sent when a cart is created and whenever the cart
 * lacks them. A refused campaign code is forgotten, so it is not offered again on every add.
 */
async function carryTrackedParams(cart: Cart, isNewCart: boolean): Promise<Cart> {
  let current = cart;
  const rid = Cookies.get(COOKIE_KEYS.CART_RID) || null;
  const ranMID = Cookies.get(COOKIE_KEYS.CART_RANMID) || null;
  const needsRid = rid !== null && rid !== current.affiliate.rid;
  const needsRanMid = ranMID !== null && ranMID !== current.affiliate.ranMID;
  if (needsRid || needsRanMid || (isNewCart && (rid || ranMID))) {
    try {
      current = await setAffiliate({ ...(rid ? { rid } : {}), ...(ranMID ? { ranMID } : {}) });
    } catch {
      // Attribution must never stand between a shopper and the cart.
    }
  }
  const promotionCode = Cookies.get(COOKIE_KEYS.CART_PROMOTION_CODE)?.trim() || null;
  if (promotionCode && current.promotion_code === null) {
    try {
      current = await applyPromoCode(promotionCode);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.kind === 'rejected' || failure.kind === 'not-found')) forgetCampaignCode();
    }
  }
  return current;
}

/* Removed with the path it was written with (store/checkout-persistence.ts). */
function forgetCampaignCode(): void {
  Cookies.remove(COOKIE_KEYS.CART_PROMOTION_CODE, { path: '/' });
}

/** Sets a line's quantity (0 removes it). */
export async function updateCartItem(lineId: number, quantity: number): Promise<Cart> {
  const before = quantity === 0 ? currentLine(lineId) : undefined;
  let response;
  try {
    response = await apiClient.request<unknown>({ method: 'PATCH', url: `/v1/cart/items/${lineId}`, data: { quantity }, params: cartQuery() });
  } catch (error) {
    throw classifyError(error);
  }
  const cart = await settle(readEnvelopeData<Cart>(response.status, response.data));
  if (before) trackCartEvent('remove_to_cart', cart, before.line, before.line.quantity);
  return cart;
}

function currentLine(lineId: number): { line: CartLine } | undefined {
  const line = shownCart()?.lines.find((candidate) => candidate.id === lineId);
  return line ? { line } : undefined;
}

/** Removes a line and pushes remove_to_cart (spec §7). */
export async function removeCartItem(lineId: number): Promise<Cart> {
  const before = currentLine(lineId);
  const cart = await settle(await apiDelete<Cart>(`/v1/cart/items/${lineId}`, cartQuery()));
  if (before) trackCartEvent('remove_to_cart', cart, before.line, before.line.quantity);
  return cart;
}

export async function applyPromoCode(code: string): Promise<Cart> {
  return settle(await apiPost<Cart>('/v1/cart/promo-code', { code }, { params: cartQuery() }));
}

export async function removePromoCode(): Promise<Cart> {
  return settle(await apiDelete<Cart>('/v1/cart/promo-code', cartQuery()));
}

export async function setAffiliate(ids: { rid?: string; ranMID?: string }): Promise<Cart> {
  return settle(await apiPut<Cart>('/v1/cart/affiliate', ids, { params: cartQuery() }));
}

/**
 * Adds every product of a combo deal in one call (all or none: POST /v1/cart/combos) and pushes
 * one add_to_cart event listing them, one unit each. `variants` picks a variant per product code;
 * the others go in their default variant.
 */
export async function addComboToCart(combo: Pick<ComboDealOffer, 'id' | 'items'>, variants: Record<string, number> = {}): Promise<Cart> {
  const hadCart = readCartId() !== null;
  const before = shownCart();
  let cart = await apiPost<Cart>('/v1/cart/combos', { combo_id: combo.id, quantity: 1, variants }, { params: cartQuery() });
  await settle(cart);
  cart = await carryTrackedParams(cart, !hadCart);
  const added = combo.items.flatMap((item) => {
    const lines = cart.lines.filter((line) => line.product_code === item.product_code);
    const line = lines.find((candidate) => grewFrom(before, candidate)) ?? lines.at(-1);
    return line ? [{ line, quantity: 1 }] : [];
  });
  if (added.length > 0) trackCartLines('add_to_cart', cart, added);
  return cart;
}

/* A line the call made or raised (a combo adds one unit to each of its products' lines). */
function grewFrom(before: Cart | null, line: CartLine): boolean {
  const previous = before?.lines.find((candidate) => candidate.id === line.id);
  return !previous || previous.quantity < line.quantity;
}

/** The add-on and combo deals of a product, priced in the currency of the shopper's cart. */
export async function fetchProductDeals(productCode: string): Promise<ProductDeals> {
  return apiGet<ProductDeals>(`/v1/deals/products/${encodeURIComponent(productCode)}`, cartQuery());
}

/** Add-ons the items in the cart offer at a deal price the cart has room for. */
export async function fetchCartDealSuggestions(): Promise<CartDealSuggestions> {
  return apiGet<CartDealSuggestions>('/v1/cart/deals', cartQuery());
}
