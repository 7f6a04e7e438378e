import { cartDealSuggestionsEndpoint } from '@/lib/contracts/pricing/deals';
import { listCartDealSuggestions } from '@/server/pricing/deals/list-cart-deal-suggestions';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(cartDealSuggestionsEndpoint, ({ caller, query, locale }) => listCartDealSuggestions({ caller, cartId: query.cart_id, locale }));
