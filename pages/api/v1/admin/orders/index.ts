import { placeOperatorOrderEndpoint } from '@/lib/contracts/ordering/operator-orders';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { resolveBrandVendor } from '@/server/brands/resolve-brand-vendor';
import { AppError } from '@/server/http/app-error';
import { placeOperatorOrder } from '@/server/ordering/brand-orders/place-operator-order';

export const config = { api: { bodyParser: false } };

/* The brand is resolved by brands (its store's vendor, approved or suspended brands only); ordering
 * places the order and never reads brands itself. */
export default withOperatorApi(placeOperatorOrderEndpoint, async ({ caller, body, locale, req }) => {
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const vendor = await resolveBrandVendor(caller, body.brand_id);
  const key = req.headers['idempotency-key'];
  return placeOperatorOrder({ operator: caller, vendorCode: vendor.vendorCode, locale, body, idempotencyKey: Array.isArray(key) ? key[0] : key });
});
