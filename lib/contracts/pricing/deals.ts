import { cartQuerySchema } from '@/lib/contracts/pricing/cart-schemas';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { cartDealSuggestionsResponseSchema, dealProductParamsSchema, productDealsResponseSchema } from './deals-schemas';

/*
 * Add-on and combo deals, priced in the shopper's cart currency (the cart named like the cart
 * calls: token, or `cart_id` for a guest; the locale's currency while the cart is empty). The
 * cart prices the deals by itself: add-ons go in with POST /v1/cart/items, combos with
 * POST /v1/cart/combos. Answers depend on the cart, so they are not cached.
 */

export const productDealsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/deals/products/{code}',
  summary: 'List the add-on deals a product offers and the combos it belongs to',
  description:
    'Add-ons: accessories at `deal_price` while the product is in the cart, for as many units as the cart holds of it. ' +
    'Combos: 2 to 4 products at `percent_off` when all are in the cart. Deals whose products cannot be bought now are left out. ' +
    '404 when the product is not sold in the cart currency.',
  tags: ['Deals'],
  auth: 'optional',
  params: dealProductParamsSchema,
  query: cartQuerySchema,
  response: productDealsResponseSchema,
  errors: ['NOT_FOUND'],
});

export const cartDealSuggestionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/cart/deals',
  summary: 'Suggest add-on deals for the items in the cart',
  description:
    'Up to four add-ons the cart’s items offer that would still get their deal price (the cart holds fewer of the add-on than of ' +
    'its main product), best saving first. Empty for an empty cart.',
  tags: ['Deals'],
  auth: 'optional',
  query: cartQuerySchema,
  response: cartDealSuggestionsResponseSchema,
});
