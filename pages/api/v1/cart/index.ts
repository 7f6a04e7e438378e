import { getCartEndpoint } from '@/server/cart/endpoints';
import { getCart } from '@/server/cart/get-cart';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getCartEndpoint, ({ caller, query, locale }) => getCart({ caller, cartId: query.cart_id, locale }));
