import { withApi } from '@/server/http/with-api';
import { getVendorOrderEndpoint } from '@/server/shipments/endpoints';
import { getVendorOrder } from '@/server/shipments/get-vendor-order';

export const config = { api: { bodyParser: false } };

export default withApi(getVendorOrderEndpoint, ({ caller, params }) => getVendorOrder({ caller, code: params.code }));
