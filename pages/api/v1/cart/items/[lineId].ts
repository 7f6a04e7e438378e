import { removeCartItemEndpoint, updateCartItemEndpoint } from '@/lib/contracts/pricing/cart';
import { removeCartItem } from '@/server/pricing/cart/remove-cart-item';
import { updateCartItem } from '@/server/pricing/cart/update-cart-item';
import { routeMethods, withApi } from '@/server/http/with-api';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withApi(updateCartItemEndpoint, ({ caller, query, locale, params, body }) =>
    updateCartItem({ caller, cartId: query.cart_id, locale, lineId: params.lineId, quantity: body.quantity, credit: usableCartCredit, programme: programmeCartDiscount }),
  ),
  withApi(removeCartItemEndpoint, ({ caller, query, locale, params }) => removeCartItem({ caller, cartId: query.cart_id, locale, lineId: params.lineId, credit: usableCartCredit, programme: programmeCartDiscount })),
);
