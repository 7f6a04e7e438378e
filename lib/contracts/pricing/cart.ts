import { defineEndpoint } from '@/lib/contracts/endpoint';
import {
  addCartItemBodySchema,
  addComboBodySchema,
  affiliateBodySchema,
  cartLineParamsSchema,
  cartQuerySchema,
  cartResponseSchema,
  promoCodeBodySchema,
  updateCartItemBodySchema,
} from './cart-schemas';

/*
 * The cart, for guests and signed-in shoppers (auth 'optional'). Whose cart: a valid customer
 * token names the customer's cart (a cart_id sent along is ignored); without one, the `cart_id`
 * query parameter (the CART_ID cookie) names a guest cart. A guest can never reach a customer's
 * cart, and a customer never reaches anyone else's. Every answer is the whole cart, priced on the
 * server in the cart's currency (minor units).
 */

const WHOSE_CART =
  'Signed in: the customer’s cart (cart_id is ignored). Guest: the cart named by `cart_id` (the CART_ID cookie); the answer’s `id` is the id to keep.';

export const getCartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/cart',
  summary: 'Get the shopper’s cart, priced',
  description: `${WHOSE_CART} A browser without a cart gets an empty one with id null; nothing is created.`,
  tags: ['Cart'],
  auth: 'optional',
  query: cartQuerySchema,
  response: cartResponseSchema,
});

export const addCartItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/cart/items',
  summary: 'Add a product variant to the cart',
  description:
    `${WHOSE_CART} Makes the cart on the first add. Adding the same variant with the same options again adds to its line. ` +
    'Refused with 422 when the product cannot be bought, is not sold in the cart’s currency, or stock does not cover the quantity ' +
    '(the message names what is available); 404 for an unknown product or variant.',
  tags: ['Cart'],
  auth: 'optional',
  query: cartQuerySchema,
  body: addCartItemBodySchema,
  response: cartResponseSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE', 'CONFLICT'],
});

export const updateCartItemEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/v1/cart/items/{lineId}',
  summary: 'Change the quantity of a cart line',
  description: `${WHOSE_CART} Quantity 0 removes the line. Raising it is checked against stock and availability (422); lowering it is always accepted.`,
  tags: ['Cart'],
  auth: 'optional',
  params: cartLineParamsSchema,
  query: cartQuerySchema,
  body: updateCartItemBodySchema,
  response: cartResponseSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
});

export const removeCartItemEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/cart/items/{lineId}',
  summary: 'Remove a cart line',
  description: WHOSE_CART,
  tags: ['Cart'],
  auth: 'optional',
  params: cartLineParamsSchema,
  query: cartQuerySchema,
  response: cartResponseSchema,
  errors: ['NOT_FOUND'],
});

export const applyPromoCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/cart/promo-code',
  summary: 'Apply a promo code to the cart',
  description:
    `${WHOSE_CART} One code per cart; a new one replaces the old. 404 for an unknown code, 422 for one that expired, has not started, ` +
    'is switched off or used up. A valid code the cart does not reach yet is kept and reported in `promotion.status`.',
  tags: ['Cart'],
  auth: 'optional',
  query: cartQuerySchema,
  body: promoCodeBodySchema,
  response: cartResponseSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
});

export const removePromoCodeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/cart/promo-code',
  summary: 'Remove the promo code from the cart',
  description: WHOSE_CART,
  tags: ['Cart'],
  auth: 'optional',
  query: cartQuerySchema,
  response: cartResponseSchema,
});

export const setCartAffiliateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/cart/affiliate',
  summary: 'Record the affiliate ids the shopper arrived with',
  description: `${WHOSE_CART} rid and ranMID from the landing URL (CART_RID, CART_RANMID cookies). Fields left out stay; null clears.`,
  tags: ['Cart'],
  auth: 'optional',
  query: cartQuerySchema,
  body: affiliateBodySchema,
  response: cartResponseSchema,
});

export const addComboToCartEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/cart/combos',
  summary: 'Add every product of a combo deal to the cart at once',
  description:
    `${WHOSE_CART} All the combo's products go in together or none does: each in its default variant (or the one named in ` +
    '`variants`) with its default options, checked for stock and availability like a single add (422 naming the product). ' +
    'The combo discount then shows in `combo_deals` and `total_discount_price`. 404 for an unknown or ended combo.',
  tags: ['Cart'],
  auth: 'optional',
  query: cartQuerySchema,
  body: addComboBodySchema,
  response: cartResponseSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE', 'CONFLICT'],
});
