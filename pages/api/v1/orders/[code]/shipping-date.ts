import { changeShippingDateAction } from '@/server/ordering/order-requests/change-shipping-date';
import { changeShippingDateEndpoint } from '@/lib/contracts/ordering/order-requests';
import { runShopperAction } from '@/server/ordering/order-requests/run-shopper-action';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(changeShippingDateEndpoint, ({ caller, params, query, body }) => runShopperAction({ caller, code: params.code, access: query.access, accessKey: query.access_key }, changeShippingDateAction(body)));
