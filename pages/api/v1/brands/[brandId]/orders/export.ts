import { exportBrandOrdersEndpoint } from '@/lib/contracts/brands/orders';
import { resolveBrandVendor } from '@/server/brands/resolve-brand-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { serveBrandOrdersCsv } from '@/server/ordering/brand-orders/export-brand-orders';

export const config = { api: { bodyParser: false } };

export default withBrandApi(exportBrandOrdersEndpoint, 'staff', async ({ caller, params, query, res }) =>
  serveBrandOrdersCsv({ vendorCode: (await resolveBrandVendor(caller, params.brandId)).vendorCode, query, res }),
);
