import { applyPromoCode } from '@/server/pricing/cart/apply-promo-code';
import { applyPromoCodeEndpoint, removePromoCodeEndpoint } from '@/lib/contracts/pricing/cart';
import { removePromoCode } from '@/server/pricing/cart/remove-promo-code';
import { routeMethods, withApi } from '@/server/http/with-api';
import { usableCartCredit } from '@/server/ordering/credit/usable-cart-credit';
import { programmeCartDiscount } from '@/server/programmes/shared/programme-cart-discount';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withApi(applyPromoCodeEndpoint, ({ caller, query, locale, body }) => applyPromoCode({ caller, cartId: query.cart_id, locale, code: body.code, credit: usableCartCredit, programme: programmeCartDiscount })),
  withApi(removePromoCodeEndpoint, ({ caller, query, locale }) => removePromoCode({ caller, cartId: query.cart_id, locale, credit: usableCartCredit, programme: programmeCartDiscount })),
);
