import { getBrandOrderEndpoint } from '@/lib/contracts/brands/orders';
import { resolveBrandVendor } from '@/server/brands/resolve-brand-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { getBrandOrder } from '@/server/ordering/brand-orders/get-brand-order';

export const config = { api: { bodyParser: false } };

export default withBrandApi(getBrandOrderEndpoint, 'staff', async ({ caller, params }) =>
  getBrandOrder({ vendorCode: (await resolveBrandVendor(caller, params.brandId)).vendorCode, code: params.code }),
);
