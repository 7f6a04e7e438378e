import { removeCartItemEndpoint, updateCartItemEndpoint } from '@/lib/contracts/pricing/cart';
import { removeCartItem } from '@/server/pricing/cart/remove-cart-item';
import { updateCartItem } from '@/server/pricing/cart/update-cart-item';
import { routeMethods, withApi } from '@/server/http/with-api';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withApi(updateCartItemEndpoint, ({ caller, query, locale, params, body }) =>
    updateCartItem({ caller, cartId: query.cart_id, locale, lineId: params.lineId, quantity: body.quantity, credit: usableCartCredit }),
  ),
  withApi(removeCartItemEndpoint, ({ caller, query, locale, params }) => removeCartItem({ caller, cartId: query.cart_id, locale, lineId: params.lineId, credit: usableCartCredit })),
);
