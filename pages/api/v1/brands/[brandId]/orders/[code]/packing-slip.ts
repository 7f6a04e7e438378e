import { brandPackingSlipEndpoint } from '@/lib/contracts/brands/orders';
import { resolveBrandVendor } from '@/server/brands/resolve-brand-vendor';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { servePackingSlip } from '@/server/ordering/brand-orders/serve-packing-slip';

export const config = { api: { bodyParser: false } };

export default withBrandApi(brandPackingSlipEndpoint, 'staff', async ({ caller, params, brand, res }) =>
  servePackingSlip({ vendorCode: (await resolveBrandVendor(caller, params.brandId)).vendorCode, brandName: brand.displayName, code: params.code, res }),
);
