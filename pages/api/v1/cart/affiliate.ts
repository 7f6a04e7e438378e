import { setCartAffiliateEndpoint } from '@/lib/contracts/pricing/cart';
import { setCartAffiliate } from '@/server/pricing/cart/set-cart-affiliate';
import { withApi } from '@/server/http/with-api';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(setCartAffiliateEndpoint, ({ caller, query, locale, body }) => setCartAffiliate({ caller, cartId: query.cart_id, locale, ids: body, credit: usableCartCredit, programme: programmeCartDiscount }));
