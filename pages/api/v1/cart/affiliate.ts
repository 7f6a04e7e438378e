import { setCartAffiliateEndpoint } from '@/server/cart/endpoints';
import { setCartAffiliate } from '@/server/cart/set-cart-affiliate';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(setCartAffiliateEndpoint, ({ caller, query, locale, body }) => setCartAffiliate({ caller, cartId: query.cart_id, locale, ids: body }));
