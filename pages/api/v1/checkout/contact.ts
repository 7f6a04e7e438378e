import { setCheckoutContactEndpoint } from '@/lib/contracts/ordering/checkout';
import { setCheckoutContact } from '@/server/ordering/checkout/set-checkout-contact';
import { withApi } from '@/server/http/with-api';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(setCheckoutContactEndpoint, ({ caller, query, locale, body }) => setCheckoutContact({ caller, cartId: query.cart_id, locale, body, programme: programmeCartDiscount }));
