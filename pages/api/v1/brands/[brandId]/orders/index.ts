import { listBrandOrdersEndpoint } from '@/lib/contracts/brands/orders';
import { resolveBrandVendor } from '@/server/brands/resolve-brand-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { listBrandOrders } from '@/server/ordering/brand-orders/list-brand-orders';

export const config = { api: { bodyParser: false } };

export default withBrandApi(listBrandOrdersEndpoint, 'staff', async ({ caller, params, query }) =>
  listBrandOrders({ vendorCode: (await resolveBrandVendor(caller, params.brandId)).vendorCode, query }),
);
