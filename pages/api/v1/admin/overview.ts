import { adminOverviewEndpoint } from '@/lib/contracts/brands/admin-brands';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getAdminOverview } from '@/server/brands/admin/get-admin-overview';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(adminOverviewEndpoint, () => getAdminOverview());
