import { requestReturnEndpoint } from '@/lib/contracts/ordering/order-requests';
import { requestReturnAction } from '@/server/ordering/order-requests/request-return';
import { runShopperAction } from '@/server/ordering/order-requests/run-shopper-action';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(requestReturnEndpoint, ({ caller, params, query, body }) => runShopperAction({ caller, code: params.code, access: query.access, accessKey: query.access_key }, requestReturnAction(body)));
