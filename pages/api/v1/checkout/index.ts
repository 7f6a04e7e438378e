import { getCheckoutEndpoint } from '@/server/ordering/checkout/endpoints';
import { getCheckout } from '@/server/ordering/checkout/get-checkout';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getCheckoutEndpoint, ({ caller, query, locale }) => getCheckout({ caller, cartId: query.cart_id, locale }));
