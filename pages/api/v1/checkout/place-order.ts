import { placeOrderEndpoint } from '@/lib/contracts/ordering/checkout';
import { placeOrder } from '@/server/ordering/checkout/place-order';
import { withApi } from '@/server/http/with-api';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(placeOrderEndpoint, ({ caller, query, locale, body, req }) => {
  const key = req.headers['idempotency-key'];
  return placeOrder({ caller, cartId: query.cart_id, locale, body, idempotencyKey: Array.isArray(key) ? key[0] : key, programme: programmeCartDiscount });
});
