import { decideAdminProductEndpoint } from '@/lib/contracts/catalog/admin-products';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { decideVendorListing } from '@/server/catalog/brand-listings/decide-vendor-listing';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(decideAdminProductEndpoint, ({ params, body, language, res }) =>
  decideVendorListing({ productId: params.productId, decision: body, language, revalidate: apiRouteRevalidator(res) }),
);
