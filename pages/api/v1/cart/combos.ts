import { addComboToCart } from '@/server/pricing/cart/add-combo-to-cart';
import { addComboToCartEndpoint } from '@/lib/contracts/pricing/cart';
import { withApi } from '@/server/http/with-api';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(addComboToCartEndpoint, ({ caller, query, locale, body }) => addComboToCart({ caller, cartId: query.cart_id, locale, body, credit: usableCartCredit, programme: programmeCartDiscount }));
