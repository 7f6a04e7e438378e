import { listAdminBrandsEndpoint } from '@/lib/contracts/brands/admin-brands';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listAdminBrands } from '@/server/brands/admin/list-admin-brands';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(listAdminBrandsEndpoint, ({ query }) => listAdminBrands(query));
