import { getCartEndpoint } from '@/lib/contracts/pricing/cart';
import { getCart } from '@/server/pricing/cart/get-cart';
import { withApi } from '@/server/http/with-api';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(getCartEndpoint, ({ caller, query, locale }) => getCart({ caller, cartId: query.cart_id, locale, credit: usableCartCredit, programme: programmeCartDiscount }));
