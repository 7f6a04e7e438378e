import { setCheckoutCreditEndpoint } from '@/lib/contracts/ordering/checkout';
import { setCheckoutCredit } from '@/server/ordering/checkout/set-checkout-credit';
import { withApi } from '@/server/http/with-api';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(setCheckoutCreditEndpoint, ({ caller, query, locale, body }) => setCheckoutCredit({ caller, cartId: query.cart_id, locale, amount: body.amount, programme: programmeCartDiscount }));
