import { changeAddressAction } from '@/server/ordering/order-requests/change-address';
import { changeAddressEndpoint } from '@/lib/contracts/ordering/order-requests';
import { runShopperAction } from '@/server/ordering/order-requests/run-shopper-action';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(changeAddressEndpoint, ({ caller, params, query, body }) => runShopperAction({ caller, code: params.code, access: query.access, accessKey: query.access_key }, changeAddressAction(body)));
