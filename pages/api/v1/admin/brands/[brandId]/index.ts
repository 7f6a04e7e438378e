import { getAdminBrandEndpoint } from '@/lib/contracts/brands/admin-brands';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getAdminBrand } from '@/server/brands/admin/get-admin-brand';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(getAdminBrandEndpoint, ({ params }) => getAdminBrand(params.brandId));
