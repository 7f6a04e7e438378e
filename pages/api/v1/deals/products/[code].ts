import { productDealsEndpoint } from '@/lib/contracts/pricing/deals';
import { listProductDeals } from '@/server/pricing/deals/list-product-deals';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(productDealsEndpoint, ({ caller, query, locale, params }) =>
  listProductDeals({ caller, cartId: query.cart_id, locale, productCode: params.code }),
);
