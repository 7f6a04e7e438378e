import { getVendorOrderEndpoint } from '@/lib/contracts/ordering/shipments';
import { shipmentCallerFor } from '@/server/brands/shipments/shipment-caller-for';
import { withApi } from '@/server/http/with-api';
import { getVendorOrder } from '@/server/ordering/shipments/get-vendor-order';

export const config = { api: { bodyParser: false } };

export default withApi(getVendorOrderEndpoint, async ({ caller, query, params }) => getVendorOrder({ who: await shipmentCallerFor(caller, query.brand_id), code: params.code }));
