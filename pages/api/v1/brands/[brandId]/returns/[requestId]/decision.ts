import { decideBrandReturnEndpoint } from '@/lib/contracts/brands/orders';
import { resolveBrandVendor } from '@/server/brands/resolve-brand-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { decideBrandReturn } from '@/server/ordering/brand-orders/decide-brand-return';

export const config = { api: { bodyParser: false } };

/* Staff may answer returns: they are the ones who open the parcels. */
export default withBrandApi(decideBrandReturnEndpoint, 'staff', async ({ caller, params, body, brand }) => {
  const vendor = await resolveBrandVendor(caller, params.brandId);
  return decideBrandReturn({ caller, who: { vendorCode: vendor.vendorCode, actorId: `brand:${brand.brandId}:${brand.customerId}` }, requestId: params.requestId, body });
});
