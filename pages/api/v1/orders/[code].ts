import { withApi } from '@/server/http/with-api';
import { getOrderEndpoint } from '@/lib/contracts/ordering/orders';
import { getOrder } from '@/server/ordering/orders/get-order';

export const config = { api: { bodyParser: false } };

export default withApi(getOrderEndpoint, ({ caller, params, query }) => getOrder({ caller, code: params.code, access: query.access, accessKey: query.access_key }));
