import { withApi } from '@/server/http/with-api';
import { getVendorOrderEndpoint } from '@/server/ordering/shipments/endpoints';
import { getVendorOrder } from '@/server/ordering/shipments/get-vendor-order';

export const config = { api: { bodyParser: false } };

export default withApi(getVendorOrderEndpoint, ({ caller, params }) => getVendorOrder({ caller, code: params.code }));
