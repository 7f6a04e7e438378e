import { getAdminProductEndpoint } from '@/lib/contracts/catalog/admin-products';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { getListingForReview } from '@/server/catalog/brand-listings/get-listing-for-review';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(getAdminProductEndpoint, ({ params, language }) => getListingForReview({ productId: params.productId, language }));
