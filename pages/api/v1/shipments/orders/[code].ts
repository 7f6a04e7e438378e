import { withApi } from '@/server/http/with-api';
import { getVendorOrderEndpoint } from '@/lib/contracts/ordering/shipments';
import { getVendorOrder } from '@/server/ordering/shipments/get-vendor-order';

export const config = { api: { bodyParser: false } };

export default withApi(getVendorOrderEndpoint, ({ caller, params }) => getVendorOrder({ caller, code: params.code }));
