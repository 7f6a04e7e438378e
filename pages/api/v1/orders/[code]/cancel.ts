import { cancelOrderAction } from '@/server/ordering/order-requests/cancel-order';
import { cancelOrderEndpoint } from '@/lib/contracts/ordering/order-requests';
import { runShopperAction } from '@/server/ordering/order-requests/run-shopper-action';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(cancelOrderEndpoint, ({ caller, params, query, body }) => runShopperAction({ caller, code: params.code, access: query.access, accessKey: query.access_key }, cancelOrderAction(body)));
