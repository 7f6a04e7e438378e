import { brandDashboardEndpoint } from '@/lib/contracts/brands/money';
import { getBrandDashboard } from '@/server/brands/money/get-brand-dashboard';
import { withBrandApi } from '@/server/brands/with-brand-api';

export const config = { api: { bodyParser: false } };

// Staff see it too: "orders to ship" is their work list.
export default withBrandApi(brandDashboardEndpoint, 'staff', ({ caller, params, query }) => getBrandDashboard({ caller, brandId: params.brandId, query }));
