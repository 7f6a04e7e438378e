import { listAdminProductsEndpoint } from '@/lib/contracts/catalog/admin-products';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { listListingsForReview } from '@/server/catalog/brand-listings/list-listings-for-review';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(listAdminProductsEndpoint, ({ query, language }) => listListingsForReview({ state: query.state, page: query.page, language }));
