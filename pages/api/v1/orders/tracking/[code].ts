import { withApi } from '@/server/http/with-api';
import { getOrderTrackingEndpoint } from '@/lib/contracts/ordering/shipments';
import { getOrderTracking } from '@/server/ordering/shipments/get-order-tracking';

export const config = { api: { bodyParser: false } };

export default withApi(getOrderTrackingEndpoint, ({ caller, params, query }) => getOrderTracking({ caller, code: params.code, access: query.access }));
