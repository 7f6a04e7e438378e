import { setCheckoutShippingEndpoint } from '@/lib/contracts/ordering/checkout';
import { setCheckoutShipping } from '@/server/ordering/checkout/set-checkout-shipping';
import { withApi } from '@/server/http/with-api';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(setCheckoutShippingEndpoint, ({ caller, query, locale, body }) => setCheckoutShipping({ caller, cartId: query.cart_id, locale, body, programme: programmeCartDiscount }));
