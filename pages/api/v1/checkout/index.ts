import { getCheckoutEndpoint } from '@/lib/contracts/ordering/checkout';
import { getCheckout } from '@/server/ordering/checkout/get-checkout';
import { withApi } from '@/server/http/with-api';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(getCheckoutEndpoint, ({ caller, query, locale }) => getCheckout({ caller, cartId: query.cart_id, locale, programme: programmeCartDiscount }));
