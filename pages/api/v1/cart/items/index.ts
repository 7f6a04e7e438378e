import { addCartItem } from '@/server/pricing/cart/add-cart-item';
import { addCartItemEndpoint } from '@/lib/contracts/pricing/cart';
import { withApi } from '@/server/http/with-api';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default withApi(addCartItemEndpoint, ({ caller, query, locale, body }) => addCartItem({ caller, cartId: query.cart_id, locale, item: body, credit: usableCartCredit, programme: programmeCartDiscount }));
